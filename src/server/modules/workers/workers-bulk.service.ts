import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { completionPercentage } from '../../../shared/domain/worker-completion.ts';
import { workerTextFields } from '../../../shared/domain/worker-field-kinds.ts';
import { initialFor, type WorkerTextField } from '../../../shared/domain/worker-fields.ts';
import { initialWorkerState } from '../../../shared/domain/worker-status.ts';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { columnNames } from '../../db/json-rows.ts';
import { workers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { checkAgency, checkPayrollCompany } from './workers-assignment.ts';
import * as repo from './workers-bulk.repository.ts';
import { duplicateNi, workerMessages } from './workers.errors.ts';

export type { WorkerKeyMatch, WorkerSnapshot, WorkerVersion } from './workers-bulk.repository.ts';

/**
 * Changes to many workers at once, for the bulk import and its undo (docs/domain.md): the
 * same rules as one worker's create, set-based so 100,000 workers cost a few statements a
 * thousand. The caller runs them in its transaction and checks the agency and payroll company
 * first (workers-assignment.ts).
 */

/** A worker as the import read it: text fields cleaned by the worker form's formatters and validators. */
export type ImportedWorkerValues = Partial<Record<WorkerTextField, string | null>>;

/** Any id: what completion counts is that agency and payroll company are filled. */
const ASSIGNED_AT_INSERT = 1;
const workerColumnNames = columnNames(workers);

/** The text fields an imported worker can carry: every one but the P45 date, which only Left sets. */
const importedTextFields: readonly WorkerTextField[] = workerTextFields.filter((field) => field !== 'p45Date');

/**
 * The agency and payroll company many workers are assigned to at once, with the same 400s as a
 * single worker's: the agency assignable and within a client user's scope, the payroll company existing.
 */
export async function checkWorkerAssignment(
  db: DbOrTx,
  user: SessionUser,
  assignment: { agencyId: number; payrollCompanyId: number },
): Promise<void> {
  await checkAgency(db, user, assignment.agencyId);
  await checkPayrollCompany(db, assignment.payrollCompanyId);
}

/** Workers whose NI number or e-mail (lower case) is among these keys: the import's duplicate check. */
export function findWorkersByKeys(
  db: DbOrTx,
  keys: { niNumbers: readonly string[]; emails: readonly string[] },
): Promise<repo.WorkerKeyMatch[]> {
  return repo.findWorkersByKeys(db, keys.niNumbers, keys.emails);
}

/** The columns an imported worker's document holds, in this order (its values travel as an array). */
const importedColumns = [
  ...importedTextFields.map((field) => workerColumnNames.get(field)!),
  'completion_percentage',
  'status',
  'authorised',
  'added_via',
];

/**
 * The worker an import row becomes, as stored until submit (worker_import_rows.worker_values): the
 * values of importedColumns as an array (half the size of an object, and 100,000 of them are
 * written and read), the initial filled from the first name as on every write, completion by the
 * shared rule, Pending whoever imports (docs/domain.md: not authorised, added via
 * bulk_upload). Agency and payroll company come at insert; both are always given then, so
 * completion counts them as filled.
 */
export function importedWorkerDocument(values: ImportedWorkerValues): unknown[] {
  const fields: Record<string, unknown> = { agencyId: ASSIGNED_AT_INSERT, payrollCompanyId: ASSIGNED_AT_INSERT };
  for (const field of importedTextFields) fields[field] = values[field] ?? null;
  fields.initial = initialFor(values.initial, values.firstName);
  const completion = completionPercentage(fields);
  const state = initialWorkerState(completion, false, false);
  const document: unknown[] = importedTextFields.map((field) => fields[field]);
  document.push(completion, state.status, state.authorised, 'bulk_upload');
  return document;
}

/**
 * Inserts the workers of `source` (a query of one jsonb column named worker, each an
 * importedWorkerDocument) with their agency, payroll company and creator, in one statement: their
 * ids and versions. An NI number taken meanwhile (the unique index decides) is a 409 and, the
 * caller's transaction failing, nothing is written.
 */
export async function insertImportedWorkers(
  tx: Tx,
  user: SessionUser,
  source: SQL,
  assignment: { agencyId: number; payrollCompanyId: number },
): Promise<repo.WorkerVersion[]> {
  try {
    return await repo.insertWorkersFrom(tx, source, importedColumns, { ...assignment, createdBy: user.id });
  } catch (error) {
    if (isUniqueViolation(error, 'workers_ni_number_unique')) throw duplicateNi();
    throw error;
  }
}

/** Each worker's stored columns, to be put back by restoreUnchangedWorkers (undo of an update). */
export const snapshotWorkers = (db: DbOrTx, ids: readonly number[]) => repo.readWorkerSnapshots(db, ids);

/** Each worker's version (updated_at to the microsecond): undo touches a worker only while it is unchanged. */
export const readWorkerVersions = (db: DbOrTx, ids: readonly number[]) => repo.readWorkerVersions(db, ids);

/**
 * Deletes the workers still at their recorded version (within the user's scope) and without
 * documents or communication logs added since; the ids deleted. The rest have changed and stay.
 */
export async function deleteUnchangedWorkers(
  tx: Tx,
  user: SessionUser,
  entries: readonly repo.WorkerVersion[],
): Promise<number[]> {
  try {
    return await repo.deleteUnchangedWorkers(tx, entries, agencyScopeOf(user));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', workerMessages.deleteReferenced);
    throw error;
  }
}

/**
 * deleteUnchangedWorkers for the system itself (no user, every agency): the nightly clean-up of an
 * import submit cut off by a crash (docs/decisions/0019-import-writes-in-chunks.md).
 */
export function deleteUnchangedWorkersOfSystem(tx: Tx, entries: readonly repo.WorkerVersion[]): Promise<number[]> {
  return repo.deleteUnchangedWorkers(tx, entries, { kind: 'all' });
}

/** Puts each snapshot back on its worker if the worker is still at its recorded version; the ids restored. */
export function restoreUnchangedWorkers(
  tx: Tx,
  user: SessionUser,
  entries: readonly repo.WorkerSnapshot[],
): Promise<number[]> {
  return repo.restoreUnchangedWorkers(tx, entries, agencyScopeOf(user));
}

/** The names of these workers that the user may see. */
export function readWorkerNames(db: DbOrTx, user: SessionUser, ids: readonly number[]) {
  return repo.readWorkerNames(db, ids, agencyScopeOf(user));
}
