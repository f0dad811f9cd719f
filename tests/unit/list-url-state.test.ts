import { describe, expect, it } from 'vitest';
import { listParams } from '../../src/client/features/workers/lib/list-params.ts';
import { listUrlPatch, readListUrl } from '../../src/client/features/workers/lib/list-url.ts';
import { loginPathReturningTo, safeNextPath } from '../../src/client/lib/next-path.ts';
import { patchSearch } from '../../src/client/lib/use-url-state.ts';

const read = (search: string) => readListUrl(new URLSearchParams(search));

describe('worker list state read from the address', () => {
  it('defaults: Authorised, no filter, page 1 of 20, by name ascending, view not chosen', () => {
    expect(read('')).toEqual({
      tab: 'authorised',
      q: '',
      status: null,
      agencyId: null,
      rtw: null,
      from: null,
      to: null,
      page: 1,
      pageSize: 20,
      sort: 'name',
      dir: 'asc',
      view: null,
      cols: null,
    });
  });

  it('reads every part', () => {
    expect(
      read(
        'workertab=pending&q=%20smith%20&status=authorise&agency=7&page=3&pageSize=50&sort=agency&dir=desc&view=table',
      ),
    ).toMatchObject({
      tab: 'pending',
      q: 'smith',
      status: 'authorise',
      agencyId: 7,
      page: 3,
      pageSize: 50,
      sort: 'agency',
      dir: 'desc',
      view: 'table',
    });
    expect(read('from=2024-01-01&to=2024-12-31')).toMatchObject({ from: '2024-01-01', to: '2024-12-31' });
    expect(read('rtw=lapsed')).toMatchObject({ rtw: 'lapsed' });
    expect(read('workertab=pending&rtw=lapsed')).toMatchObject({ rtw: 'lapsed' });
  });

  it('asks for the right to work lapsed on Authorised and Pending, never on Left', () => {
    expect(listParams(read('rtw=lapsed'))).toMatchObject({ tab: 'authorised', rtw: 'lapsed' });
    expect(listParams(read('workertab=pending&rtw=lapsed'))).toMatchObject({ tab: 'pending', rtw: 'lapsed' });
    expect(listParams(read('workertab=left&rtw=lapsed'))).not.toHaveProperty('rtw');
    expect(listUrlPatch({ rtw: 'lapsed' })).toEqual({ rtw: 'lapsed' });
    expect(listUrlPatch({ rtw: null })).toEqual({ rtw: null });
  });

  it.each([
    ['workertab=archive', { tab: 'authorised' }],
    ['workertab=authorised&status=authorise', { status: null }],
    ['workertab=left&status=active', { status: null }],
    ['agency=0', { agencyId: null }],
    ['agency=1e3', { agencyId: null }],
    ['agency=-4', { agencyId: null }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=100001', { page: 1 }],
    ['pageSize=7', { pageSize: 20 }],
    ['sort=age', { sort: 'name' }],
    ['dir=up', { dir: 'asc' }],
    ['view=list', { view: null }],
    ['cols=zz', { cols: null }],
    ['cols=agency,zz,status', { cols: 'status,agency' }],
    ['rtw=due', { rtw: null }],
    ['workertab=left&rtw=lapsed', { rtw: null }],
    ['from=2024-02-30&to=31/12/2024', { from: null, to: null }],
    [`q=${'x'.repeat(150)}`, { q: 'x'.repeat(100) }],
  ])('falls back to the default for %s', (search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });
});

describe('writing the list state', () => {
  it('leaves defaults out of the address', () => {
    expect(listUrlPatch({ page: 1, sort: 'name', dir: 'asc', pageSize: 20, q: '' })).toEqual({
      page: null,
      sort: null,
      dir: null,
      pageSize: null,
      q: '',
    });
    expect(listUrlPatch({ tab: 'left', agencyId: 4, page: 2 })).toEqual({ workertab: 'left', agency: 4, page: 2 });
  });

  it('patches a query string, keeping other parameters and removing empty ones', () => {
    expect(patchSearch('?tab=workers&q=old&page=2', { q: 'new', page: null })).toBe('tab=workers&q=new');
    expect(patchSearch('', { view: 'table' })).toBe('view=table');
    expect(patchSearch('tab=workers', { q: '' })).toBe('tab=workers');
  });

  it('asks for nothing when From is after To on the Authorised tab', () => {
    expect(listParams(read('from=2024-06-02&to=2024-06-01'))).toBeNull();
    expect(listParams(read('from=2024-06-01&to=2024-06-01'))).toMatchObject({ from: '2024-06-01', to: '2024-06-01' });
    // The dates filter the Authorised tab only.
    expect(listParams(read('workertab=pending&from=2024-06-02&to=2024-06-01'))).toEqual({
      tab: 'pending',
      page: 1,
      pageSize: 20,
    });
  });
});

describe('where signing in returns to', () => {
  it.each([
    ['/?tab=workers&workertab=pending', '/?tab=workers&workertab=pending'],
    ['/agency/4#docs', '/agency/4#docs'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?next=/x', '/'],
    ['/workers\n', '/'],
    ['/a/../b', '/b'],
  ])('%s -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('builds the login address', () => {
    expect(loginPathReturningTo('/?tab=workers&q=a%20b')).toBe(
      `/login?next=${encodeURIComponent('/?tab=workers&q=a%20b')}`,
    );
    expect(loginPathReturningTo('/')).toBe('/login');
  });
});
