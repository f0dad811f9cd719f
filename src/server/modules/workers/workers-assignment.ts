import { agencyScopeOf, isWithinAgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assertAgencyAssignable, AGENCY_NOT_ASSIGNABLE } from '../agency-references/agency-references.service.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { fieldError, workerMessages } from './workers.errors.ts';
import * as repo from './workers.repository.ts';

/**
 * A worker's agency must exist and not be archived; a client user works only in its own agency
 * and gets the same 400 for another one, so the answer says nothing about other agencies.
 */
export async function checkAgency(db: DbOrTx, user: SessionUser, agencyId: number | null) {
  if (!isWithinAgencyScope(agencyScopeOf(user), agencyId)) {
    throw fieldError('VALIDATION_ERROR', 'agencyId', AGENCY_NOT_ASSIGNABLE);
  }
  if (agencyId !== null) await assertAgencyAssignable(db, agencyId);
}

export async function checkPayrollCompany(db: DbOrTx, payrollCompanyId: number | null) {
  if (payrollCompanyId !== null && !(await repo.payrollCompanyExists(db, payrollCompanyId))) {
    throw fieldError('VALIDATION_ERROR', 'payrollCompanyId', workerMessages.payrollCompanyMissing);
  }
}
