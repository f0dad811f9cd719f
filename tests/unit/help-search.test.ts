import { describe, expect, it } from 'vitest';
import { helpEntries } from '../../src/client/features/help/content/index.ts';
import { createHelpIndex } from '../../src/client/features/help/lib/search.ts';
import type { ErrorGuideEntry, HelpTopic, Workflow } from '../../src/client/features/help/lib/types.ts';

/** Entries written for these tests, so each search rule is checked against known words. */
const payrollUpload: Workflow = {
  kind: 'workflow',
  id: 'upload-payroll',
  title: 'Upload weekly payroll',
  category: 'Payroll',
  description: 'Send the week’s CSV.',
  difficulty: 'Medium',
  estimatedTime: '5 minutes',
  prerequisites: ['The payroll permission.'],
  steps: [
    {
      text: 'Select **Upload Weekly Payroll** and choose the spreadsheet.',
      tip: 'Amounts without the pound sign, one row per worker.',
    },
    { text: 'Read the reconciliation warnings.' },
  ],
  relatedWorkflows: [],
};
const leaver: Workflow = {
  ...payrollUpload,
  id: 'move-to-left',
  title: 'Move a worker to Left',
  category: 'Workers',
  description: 'Record the P45 date of a leaver.',
  steps: [{ text: 'Select **Left - P45** and enter the date.' }, { text: 'Authorise nothing.' }],
};
const passportError: ErrorGuideEntry = {
  kind: 'error',
  id: 'upload-failed',
  title: 'Document upload failed',
  category: 'Files',
  description: 'A document is refused.',
  symptoms: ['File too large: File size must be less than 10MB'],
  quickFix: 'Send a smaller file.',
  steps: [{ text: 'Scan the passport again as PDF.' }],
  preventionTips: ['Scan at 150 dpi.'],
  relatedErrors: [],
};
const gettingStarted: HelpTopic = {
  kind: 'topic',
  id: 'getting-started',
  title: 'Getting Started',
  category: 'Getting Started',
  description: 'The screen and your role.',
  points: ['Authorised workers may be paid.'],
};

const index = createHelpIndex([payrollUpload, leaver, passportError, gettingStarted]);
const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);

describe('Help Center search (minisearch)', () => {
  it('finds an entry by a word that appears only in its steps', () => {
    expect(ids(index.search('reconciliation', { tab: 'workflows' }))).toEqual(['upload-payroll']);
    expect(ids(index.search('passport', { tab: 'errors' }))).toEqual(['upload-failed']);
  });

  it('finds words of tips and symptoms too', () => {
    expect(ids(index.search('pound', { tab: 'workflows' }))).toEqual(['upload-payroll']);
    expect(ids(index.search('large', { tab: 'errors' }))).toEqual(['upload-failed']);
  });

  it('forgives a typo in a word of four letters or more', () => {
    expect(ids(index.search('spredsheet', { tab: 'workflows' }))).toEqual(['upload-payroll']);
    expect(ids(index.search('pasport', { tab: 'errors' }))).toEqual(['upload-failed']);
  });

  it('matches a word as it is being typed (prefix)', () => {
    expect(ids(index.search('reconcil', { tab: 'workflows' }))).toEqual(['upload-payroll']);
    expect(ids(index.search('P4', { tab: 'workflows' }))).toEqual(['move-to-left']);
  });

  it('keeps short words exact: P46 is not P45', () => {
    expect(index.search('P46', { tab: 'workflows' })).toEqual([]);
    expect(ids(index.search('p45', { tab: 'workflows' }))).toEqual(['move-to-left']);
  });

  it('needs every word to match, and nonsense matches nothing', () => {
    expect(ids(index.search('upload payroll', { tab: 'workflows' }))).toEqual(['upload-payroll']);
    expect(index.search('upload leaver', { tab: 'workflows' })).toEqual([]);
    expect(index.countByTab('qwxyzzy')).toEqual({ help: 0, workflows: 0, errors: 0 });
  });

  it('ranks a title match above a match in the steps', () => {
    expect(ids(index.search('worker', { tab: 'workflows' }))).toEqual(['move-to-left', 'upload-payroll']);
  });

  it('filters by category within the tab', () => {
    expect(ids(index.search('', { tab: 'workflows', category: 'Workers' }))).toEqual(['move-to-left']);
    expect(ids(index.search('', { tab: 'workflows', category: 'Payroll' }))).toEqual(['upload-payroll']);
    expect(index.search('reconciliation', { tab: 'workflows', category: 'Workers' })).toEqual([]);
    expect(ids(index.search('', { tab: 'workflows', category: null }))).toEqual(['upload-payroll', 'move-to-left']);
  });

  it('lists every entry of a tab in order for a blank query, and counts matches per tab', () => {
    expect(ids(index.search('  ', { tab: 'help' }))).toEqual(['getting-started']);
    expect(index.countByTab('authoris')).toEqual({ help: 1, workflows: 1, errors: 0 });
    expect(index.categoriesOf('workflows')).toEqual(['Payroll', 'Workers']);
  });

  it('does not index the markup: the label is found, the asterisks are not', () => {
    expect(ids(index.search('Weekly', { tab: 'workflows' }))).toEqual(['upload-payroll']);
  });
});

describe('Help Center search over the real content', () => {
  const real = createHelpIndex(helpEntries);

  it('finds the P45 report and the Left - P45 workflow for "P45"', () => {
    // The two come first, in whichever order the corpus's word statistics put them today.
    const found = ids(real.search('P45', { tab: 'workflows' }));
    expect(found.slice(0, 2).sort()).toEqual(['move-worker-to-left', 'run-p45-report']);
  });

  it('finds every entry by its own title', () => {
    for (const entry of helpEntries) {
      const tab = entry.kind === 'topic' ? 'help' : entry.kind === 'workflow' ? 'workflows' : 'errors';
      expect(ids(real.search(entry.title, { tab })), entry.title).toContain(entry.id);
    }
  });

  it('finds nothing for nonsense', () => {
    expect(real.countByTab('qwxyzzy')).toEqual({ help: 0, workflows: 0, errors: 0 });
  });
});
