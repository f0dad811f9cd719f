import type { DbOrTx } from '../../db/client.ts';
import * as repo from './workers-figures.repository.ts';

export type { ComplianceRow, PayrollWorkerRow, RtwStandingCounts } from './workers-figures.repository.ts';

/**
 * The workers area's figures for other areas (payroll upload, dashboard): read-only, no scope
 * (their callers are staff with the payroll or dashboard permission, never a client user).
 */

/** Workers by NI number for a payroll file, normalised as stored (upper case, no spaces): one query. */
export const findPayrollWorkers = (db: DbOrTx, niNumbers: readonly string[], options: { lock: boolean }) =>
  repo.findPayrollWorkers(db, niNumbers, options);

/** activeWorkers (docs/domain.md): authorised with status active. */
export const countActiveWorkers = (db: DbOrTx) => repo.countActiveWorkers(db);

/** Compliant and all authorised, not-left workers per agency, as of `today` (YYYY-MM-DD). */
export const countComplianceByAgency = (db: DbOrTx, today: string) => repo.countComplianceByAgency(db, today);

/** Authorised, not-left workers by right-to-work standing on `today` (YYYY-MM-DD, London). */
export const countRtwStandings = (db: DbOrTx, today: string) => repo.countRtwStandings(db, today);
