import { describe, expect, it } from 'vitest';
import { adminTabs } from '../../src/client/app/routes/admin-control-panel-tabs.ts';
import { appScreens, screenCandidates, screenMatch, screensFor } from '../../src/shared/domain/app-screens.ts';
import { mainTabs } from '../../src/shared/domain/permissions.ts';
import { isWholeKey, rankCandidates, readSearchTerms, type SearchCandidate } from '../../src/shared/domain/search.ts';

// The search's pure rules (docs/domain.md, "Search and the command palette").
describe('readSearchTerms', () => {
  it('reads an NI number typed with spaces or in lower case, whole or its start', () => {
    expect(readSearchTerms(' ab 12 34 56 c ')).toMatchObject({ text: 'ab 12 34 56 c', niNumber: 'AB123456C' });
    expect(readSearchTerms('ab1234')).toMatchObject({ niNumber: 'AB1234', oneWord: true });
    // Two letters alone could be anything: no NI number yet.
    expect(readSearchTerms('ab').niNumber).toBeUndefined();
    expect(readSearchTerms('abc123').niNumber).toBeUndefined();
  });

  it('reads phone digits typed with spaces, dashes, brackets or +44, from 4 digits', () => {
    expect(readSearchTerms('07700 900-123').phoneDigits).toBe('07700900123');
    expect(readSearchTerms('+44 (7700) 900123').phoneDigits).toBe('07700900123');
    expect(readSearchTerms('077').phoneDigits).toBeUndefined();
    expect(readSearchTerms('0770a').phoneDigits).toBeUndefined();
  });

  it('reads a ticket number as TKT-00012, tkt 12 or 12', () => {
    for (const q of ['TKT-00012', 'tkt12', 'tkt 12', '12', '00012']) expect(readSearchTerms(q).ticketId, q).toBe(12);
    expect(readSearchTerms('TKT-0').ticketId).toBeUndefined();
    expect(readSearchTerms('99999999999').ticketId).toBeUndefined();
  });

  it('knows a whole key: an NI number, an e-mail, an 11-digit phone or a ticket number', () => {
    expect(isWholeKey(readSearchTerms('AB123456C'))).toBe(true);
    expect(isWholeKey(readSearchTerms('ann@example.test'))).toBe(true);
    expect(isWholeKey(readSearchTerms('07700 900123'))).toBe(true);
    expect(isWholeKey(readSearchTerms('tkt 5'))).toBe(true);
    expect(isWholeKey(readSearchTerms('ann smith'))).toBe(false);
    expect(isWholeKey(readSearchTerms('AB1234'))).toBe(false);
  });
});

const candidate = (over: Partial<SearchCandidate>): SearchCandidate => ({
  type: 'worker',
  id: 1,
  tier: 1,
  score: 0.5,
  title: 'Ann Lee',
  subtitle: '',
  url: '/workers/1',
  ...over,
});

describe('rankCandidates', () => {
  it('orders by match, then score, kind, title and id, and keeps each record once at its best', () => {
    const ranked = rankCandidates(
      [
        candidate({ id: 1, tier: 2, score: 0.9 }),
        candidate({ id: 2, tier: 1, score: 0.4, title: 'Bea' }),
        candidate({ id: 3, tier: 1, score: 0.4, title: 'Abe' }),
        candidate({ id: 1, tier: 0, score: 1 }),
        candidate({ type: 'agency', id: 1, tier: 1, score: 0.8, title: 'ANN AGENCY' }),
        candidate({ type: 'screen', id: 'workers', tier: 1, score: 0.8, title: 'Workers' }),
      ],
      10,
    );
    expect(ranked.map((c) => `${c.type}:${c.id}:${c.tier}`)).toEqual([
      'worker:1:0',
      'screen:workers:1',
      'agency:1:1',
      'worker:3:1',
      'worker:2:1',
    ]);
    expect(rankCandidates(ranked, 2)).toHaveLength(2);
  });
});

describe('the screens table', () => {
  it('matches a label whole, its start, a keyword, or every word started', () => {
    const upload = appScreens.find((s) => s.key === 'upload-payroll')!;
    expect(screenMatch(upload, 'upload payroll')).toEqual({ tier: 0, score: 1 });
    expect(screenMatch(upload, 'upload')).toMatchObject({ tier: 1 });
    expect(screenMatch(upload, 'weekly payroll')).toEqual({ tier: 0, score: 1 });
    expect(screenMatch(upload, 'pay up')).toMatchObject({ tier: 2 });
    expect(screenMatch(upload, 'tickets')).toBeUndefined();
  });

  it('offers each role only the screens it may open', () => {
    const keys = (role: string) => screensFor(role).map((s) => s.key);
    expect(keys('client')).toEqual([
      'workers',
      'bulk-upload',
      'agencies',
      'tickets',
      'reports',
      'new-worker',
      'new-ticket',
      'my-profile',
    ]);
    expect(keys('finance')).toContain('upload-payroll');
    expect(keys('support')).not.toContain('upload-payroll');
    expect(keys('admin')).toHaveLength(appScreens.length);
    expect(screenCandidates('support', 'payroll')).toEqual([]);
    expect(screenCandidates('finance', 'payroll')[0]).toMatchObject({ type: 'screen', id: 'payroll', tier: 0 });
  });

  it('has one entry per main tab, and admin addresses naming tabs the Admin Control Panel has', () => {
    for (const tab of mainTabs) expect(appScreens.find((s) => s.key === tab.value)?.url).toBe(`/?tab=${tab.value}`);
    for (const screen of appScreens) {
      const admintab = new URL(screen.url, 'http://app.test').searchParams.get('admintab');
      if (admintab)
        expect(
          adminTabs.map((t) => t.value),
          screen.key,
        ).toContain(admintab);
    }
  });
});
