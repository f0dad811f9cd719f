import { allAgencies } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './agencies.repository.ts';

/**
 * The agencies area's figures for the dashboard: activeAgencies (docs/domain.md: not archived
 * and status active) from the kept per-state counts, and agency names for the charts.
 */
export const countActiveAgencies = (db: DbOrTx): Promise<number> =>
  repo.countAgencies(db, { scope: allAgencies, archived: false, status: 'active' });

/** Names of the given agencies, by id (one query). */
export async function agencyNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await repo.findAgencyNames(db, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
}
