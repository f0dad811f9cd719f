// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { listItems, moveInList } from '../../src/client/features/search/lib/list-navigation.ts';
import { groupResults } from '../../src/client/features/search/lib/result-groups.ts';
import { listenedKeys, resolveKey, shortcutsFor } from '../../src/client/features/search/lib/shortcuts.ts';
import type { SearchResult } from '../../src/shared/api/search.ts';

// The palette's and the shortcuts' client rules (docs/domain.md, "Search and the command palette", "Keyboard shortcuts").
describe('shortcutsFor', () => {
  const pairs = (role: string) =>
    shortcutsFor(role)
      .filter((s) => s.keys.length === 2 && s.command)
      .map((s) => `${s.keys.join(' ')} ${s.label}`);

  it('gives each role the tabs and actions it may open', () => {
    expect(pairs('client')).toEqual([
      'g w Go to Workers',
      'g b Go to Bulk Upload',
      'g a Go to Agencies',
      'g t Go to Tickets',
      'g r Go to Reports',
      'n w New worker',
      'n t New ticket',
    ]);
    expect(pairs('finance')).toContain('g p Go to Payroll');
    expect(pairs('finance')).not.toContain('g c Go to Admin');
    expect(pairs('admin')).toContain('g c Go to Admin');
  });

  it('listens to each key of a command once, Ctrl+K aside', () => {
    expect(listenedKeys(shortcutsFor('admin')).sort()).toEqual(
      ['/', '?', 'a', 'b', 'c', 'd', 'g', 'j', 'k', 'n', 'p', 'r', 't', 'w'].sort(),
    );
  });
});

describe('resolveKey', () => {
  const shortcuts = shortcutsFor('admin');

  it('completes a pair, and runs a single key at once', () => {
    expect(resolveKey(shortcuts, null, 'g')).toEqual({ command: undefined, waiting: 'g' });
    expect(resolveKey(shortcuts, 'g', 'w')).toEqual({ command: { kind: 'go', url: '/?tab=workers' }, waiting: null });
    expect(resolveKey(shortcuts, 'n', 't')).toEqual({
      command: { kind: 'go', url: '/?tab=tickets&create=ticket' },
      waiting: null,
    });
    expect(resolveKey(shortcuts, null, 'j')).toEqual({ command: { kind: 'list', step: 1 }, waiting: null });
    expect(resolveKey(shortcuts, null, '?')).toEqual({ command: { kind: 'show-shortcuts' }, waiting: null });
  });

  it('a second key alone does nothing; a key that completes nothing starts afresh', () => {
    expect(resolveKey(shortcuts, null, 'w')).toEqual({ command: undefined, waiting: null });
    expect(resolveKey(shortcuts, 'g', 'x')).toEqual({ command: undefined, waiting: null });
    expect(resolveKey(shortcuts, 'g', 'n')).toEqual({ command: undefined, waiting: 'n' });
    expect(resolveKey(shortcuts, 'g', 'k')).toEqual({ command: { kind: 'list', step: -1 }, waiting: null });
  });
});

const result = (type: SearchResult['type'], id: number | string, title: string): SearchResult => ({
  type,
  id,
  title,
  subtitle: '',
  url: '/',
});

describe('groupResults', () => {
  it('groups by kind, the group of the best result first, keeping the order within each', () => {
    const groups = groupResults([
      result('agency', 1, 'ACME'),
      result('worker', 2, 'Ann'),
      result('agency', 3, 'ACORN'),
      result('screen', 'workers', 'Workers'),
    ]);
    expect(groups.map((g) => [g.label, g.results.map((r) => r.title)])).toEqual([
      ['Agencies', ['ACME', 'ACORN']],
      ['Workers', ['Ann']],
      ['Screens and actions', ['Workers']],
    ]);
  });
});

describe('j and k over the list on screen', () => {
  beforeEach(() => {
    document.body.innerHTML = `<main>
      <article aria-label="Ann"><button>Ann</button><table><tbody><tr><td><button>Ann's file</button></td></tr></tbody></table></article>
      <article aria-label="Bea"><button>Bea</button></article>
      <table><tbody><tr><td>No button here</td></tr><tr><td><a href="/c">Cy</a></td></tr></tbody></table>
    </main>`;
  });
  const main = () => document.querySelector('main')!;
  const focused = () => document.activeElement?.textContent;

  it('takes the outermost cards and rows that hold a control, in the page order', () => {
    expect(listItems(main()).map((item) => item.textContent?.slice(0, 3))).toEqual(['Ann', 'Bea', 'Cy']);
  });

  it('selects the first (j) or the last (k) when none is, then moves and stops at the ends', () => {
    expect(moveInList(main(), 1)).toBe(true);
    expect(focused()).toBe('Ann');
    moveInList(main(), 1);
    moveInList(main(), 1);
    expect(focused()).toBe('Cy');
    moveInList(main(), 1);
    expect(focused()).toBe('Cy');
    moveInList(main(), -1);
    expect(focused()).toBe('Bea');
    (document.activeElement as HTMLElement).blur();
    moveInList(main(), -1);
    expect(focused()).toBe('Cy');
  });

  it("selects a card's name, not the checkbox that chooses it for a bulk action", () => {
    document.body.innerHTML = `<main>
      <article aria-label="Dee"><input type="checkbox" aria-label="Select Dee"><a href="/workers/4">Dee</a></article>
      <table><tbody><tr><td><input type="checkbox" aria-label="Select TKT-1"></td><td><button>TKT-1</button></td></tr></tbody></table>
    </main>`;
    moveInList(main(), 1);
    expect(focused()).toBe('Dee');
    moveInList(main(), 1);
    expect(focused()).toBe('TKT-1');
  });

  it('a focus inside a card counts as that card selected', () => {
    document.querySelector<HTMLButtonElement>('article button + table button')!.focus();
    moveInList(main(), 1);
    expect(focused()).toBe('Bea');
    document.body.innerHTML = '<main><p>Nothing listed</p></main>';
    expect(moveInList(main(), 1)).toBe(false);
  });
});
