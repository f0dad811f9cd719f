import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection, WorkerSort } from '../../../shared/api/workers.ts';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import { workers } from '../../db/schema/index.ts';
import type { WorkerListFilter } from './workers.conditions.ts';

/** The list's sort keys (docs/domain.md "Sorting the list"): which columns order a page, and how. */
export type ListSort = { sort?: WorkerSort; dir?: SortDirection };

/**
 * The column a sort leads with, before the name and id that break its ties (docs/domain.md
 * "Sorting the list"); none for name. With one agency (filter or client scope) every row has the
 * same agency name, so sorting by it is sorting by name, which workers_agency_tab_idx serves.
 */
function leadingColumn(sort: WorkerSort, oneAgency: boolean): { key: string; column: PgColumn } | undefined {
  if (sort === 'agency') return oneAgency ? undefined : { key: 'agencySortName', column: workers.agencySortName };
  if (sort === 'status') return { key: 'status', column: workers.status };
  if (sort === 'completion') return { key: 'completionPercentage', column: workers.completionPercentage };
  if (sort === 'workStartDate') return { key: 'workStartDate', column: workers.workStartDate };
  return undefined;
}

/** The sort's key columns in order (leading column, last name, first name, id), by the names the key subquery gives them. */
type PageKeys = {
  [lead: string]: PgColumn;
  lastName: typeof workers.lastName;
  firstName: typeof workers.firstName;
  id: typeof workers.id;
};

export function sortKeyColumns(filter: WorkerListFilter & ListSort, scope: AgencyScope): PageKeys {
  const lead = leadingColumn(filter.sort ?? 'name', !!filter.agencyId || scope.kind !== 'all');
  return {
    ...(lead ? { [lead.key]: lead.column } : {}),
    lastName: workers.lastName,
    firstName: workers.firstName,
    id: workers.id,
  };
}

export function orderOf(columns: Record<string, AnyColumn>, dir: SortDirection | undefined): SQL[] {
  const direction = dir === 'desc' ? desc : asc;
  return Object.values(columns).map((column) => direction(column));
}

/** The other direction: the list read backwards (a far-half page, docs/domain.md "Paged lists"). */
export const reversed = (dir: SortDirection | undefined): SortDirection => (dir === 'desc' ? 'asc' : 'desc');
