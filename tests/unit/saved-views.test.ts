import { describe, expect, it } from 'vitest';
import { readListUrl } from '../../src/client/features/workers/lib/list-url.ts';
import { listParams } from '../../src/client/features/workers/lib/list-params.ts';
import { readTicketListUrl, ticketListParams } from '../../src/client/features/tickets/lib/list-url.ts';
import {
  canonicalViewQuery,
  readTicketViewFilter,
  readWorkerColumns,
  readWorkerViewFilter,
  savedViewAddress,
  viewAgencyId,
  workerColumnsParam,
} from '../../src/shared/domain/saved-views.ts';

/** Saved views (docs/domain.md, "Saved views"): one reading of a list's address, the screen's and the counts'. */
describe('the address a view keeps', () => {
  it.each([
    ['tab=workers&page=3&workertab=pending&q=smith', 'workertab=pending&q=smith'],
    ['?workertab=authorised&sort=name&dir=asc&pageSize=20', ''],
    ['workertab=left&status=active&rtw=lapsed&from=2025-01-01', 'workertab=left'],
    ['from=2025-02-30&to=2025-03-01&view=table&cols=ni,agency', 'to=2025-03-01&view=table&cols=agency%2Cni'],
    [
      'agency=12&status=on_hold&sort=agency&dir=desc&pageSize=100&junk=1',
      'status=on_hold&agency=12&sort=agency&dir=desc&pageSize=100',
    ],
  ])('workers: %s keeps %s', (address, kept) => {
    expect(canonicalViewQuery('workers', address)).toBe(kept);
  });

  it.each([
    ['tab=tickets&tickettab=open&page=2&priority=urgent', 'priority=urgent'],
    [
      'tickettab=pending&assignee=me&overdue=true&sort=newest&pageSize=50',
      'tickettab=pending&assignee=me&overdue=true&sort=newest&pageSize=50',
    ],
    ['source=robot&category=payroll-issue&pageSize=7&assignee=0', 'category=payroll-issue'],
  ])('tickets: %s keeps %s', (address, kept) => {
    expect(canonicalViewQuery('tickets', address)).toBe(kept);
  });

  it('opens on the list screen by its address, which a bookmark or a message can carry', () => {
    expect(savedViewAddress({ list: 'workers', query: 'q=smith' })).toBe('/workers?q=smith');
    expect(savedViewAddress({ list: 'tickets', query: '' })).toBe('/tickets');
  });

  it("names the agency a workers view is held to (a client user is not shown another agency's)", () => {
    expect(viewAgencyId('workers', 'agency=7&q=a')).toBe(7);
    expect(viewAgencyId('workers', 'q=a')).toBeNull();
    expect(viewAgencyId('tickets', 'agency=7')).toBeNull();
  });

  it('keeps the shown columns in the table order, all of them when none is known', () => {
    expect(readWorkerColumns('ni,status')).toEqual(['status', 'ni']);
    expect(readWorkerColumns('nothing')).toHaveLength(8);
    expect(workerColumnsParam(readWorkerColumns(null))).toBe('');
  });
});

describe('the counts read an address as the screen does', () => {
  it.each([
    'workertab=pending&q=smith&status=authorise&agency=4',
    'workertab=authorised&from=2025-01-01&to=2025-02-01&rtw=lapsed&status=active',
    'workertab=left&from=2025-01-01&rtw=lapsed&status=active',
    'workertab=nonsense&agency=1e3&q=%20ann%20',
  ])('workers: %s', (address) => {
    const params = new URLSearchParams(address);
    const { page: _page, pageSize: _pageSize, ...screen } = listParams(readListUrl(params))!;
    expect(readWorkerViewFilter(params)).toEqual(screen);
  });

  it.each([
    'tickettab=archive&q=payslip&source=agency&priority=low',
    'assignee=me&overdue=true',
    'assignee=12&category=general',
  ])('tickets: %s', (address) => {
    const params = new URLSearchParams(address);
    const {
      page: _page,
      pageSize: _pageSize,
      sort: _sort,
      overdue,
      assignedTo,
      ...screen
    } = ticketListParams(readTicketListUrl(params));
    expect(readTicketViewFilter(params)).toEqual({
      ...screen,
      overdue: overdue === 'true',
      ...(assignedTo ? { assignedTo: assignedTo === 'me' ? 'me' : Number(assignedTo) } : {}),
    });
  });
});
