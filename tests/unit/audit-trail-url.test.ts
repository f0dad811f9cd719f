import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  newerPage,
  newestPage,
  olderPage,
  readTrailUrl,
  trailFilterParams,
  trailPageParams,
  trailUrlPatch,
} from '../../src/client/features/audit/lib/trail-url.ts';

const read = (query: string) => readTrailUrl(new URLSearchParams(query));

describe('readTrailUrl', () => {
  it.each([
    [
      '',
      {
        actor: '',
        entityType: null,
        entityId: '',
        action: null,
        from: '',
        to: '',
        pageSize: 50,
        page: 1,
        before: null,
        after: null,
      },
    ],
    [
      'actor=Ann@Example.test&entityType=worker&entityId=%2042%20&action=update&from=2024-07-01&to=2024-07-31&pageSize=100&page=3&before=991',
      {
        actor: 'Ann@Example.test',
        entityType: 'worker',
        entityId: '42',
        action: 'update',
        from: '2024-07-01',
        to: '2024-07-31',
        pageSize: 100,
        page: 3,
        before: 991,
        after: null,
      },
    ],
    ['entityType=spaceship&action=teleport', { entityType: null, action: null }],
    ['from=2024-02-30&to=31/07/2024', { from: '', to: '' }],
    ['pageSize=7&page=0&before=-3&after=1e3', { pageSize: 50, page: 1, before: null, after: null }],
    ['after=12&page=2', { after: 12, before: null, page: 2 }],
    ['after=12&before=10', { after: null, before: 10 }],
    ['before=99999999999', { before: null }],
  ])('?%s reads as %j', (query, state) => {
    expect(read(query)).toMatchObject(state);
  });
});

describe('trailUrlPatch', () => {
  it('a filter or the page size goes back to the newest page; defaults stay out of the address', () => {
    expect(trailUrlPatch({ entityType: 'agency' })).toEqual({
      entityType: 'agency',
      page: null,
      before: null,
      after: null,
    });
    expect(trailUrlPatch({ pageSize: 50 })).toEqual({ pageSize: null, page: null, before: null, after: null });
    expect(trailUrlPatch({ pageSize: 20, actor: '' })).toMatchObject({ pageSize: 20, actor: '' });
    expect(trailUrlPatch({})).toEqual({});
  });

  it('pages by cursor: Older and Newer keep the number as a label, page 2 back to the plain first page', () => {
    expect(olderPage(1, 500)).toEqual({ page: 2, before: 500, after: null });
    expect(newerPage(5, 300)).toEqual({ page: 4, after: 300, before: null });
    expect(newerPage(2, 300)).toEqual(newestPage);
    expect(newestPage).toEqual({ page: null, before: null, after: null });
  });
});

describe('the requests of the state', () => {
  it('sends the filters set, the e-mail as userEmail, and the cursor with the page', () => {
    const state = read('actor=ann@example.test&entityType=ticket&entityId=9&from=2024-01-01&page=4&after=70');
    expect(trailFilterParams(state)).toEqual({
      userEmail: 'ann@example.test',
      entityType: 'ticket',
      entityId: '9',
      from: '2024-01-01',
    });
    expect(trailPageParams(state)).toEqual({ ...trailFilterParams(state), pageSize: 50, page: 4, after: 70 });
    expect(activeFilterCount(state)).toBe(4);
    expect(trailPageParams(read(''))).toEqual({ pageSize: 50, page: 1 });
  });
});
