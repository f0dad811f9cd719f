import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AgencyScope } from '../../shared/domain/agency-scope.ts';

/**
 * The one SQL form of an agency scope (shared/domain/agency-scope.ts) on the column holding a
 * row's agency: no condition for all agencies, equality for one, false for none.
 */
export function agencyScopeCondition(scope: AgencyScope, column: AnyPgColumn): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agency':
      return eq(column, scope.agencyId);
    case 'none':
      return sql`false`;
  }
}
