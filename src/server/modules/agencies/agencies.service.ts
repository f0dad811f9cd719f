import type { z } from 'zod';
import type { Agency, AgencyDetail, createAgencyBody } from '../../../shared/api/agencies.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { fieldsOnly, recordAudit } from '../audit/audit.service.ts';
import type { SessionUser } from '../auth/session.service.ts';
import * as repo from './agencies.repository.ts';
import { toAgency } from './agencies.presenter.ts';

type NewAgency = z.output<typeof createAgencyBody>;
type Meta = { ip: string | null };

/** Part 2 section 8: the not-found sentence the detail page shows. */
export const AGENCY_NOT_FOUND = "The agency you're looking for doesn't exist.";
export const AGENCY_NOT_ASSIGNABLE = 'The selected agency does not exist';

/** A user can be tied only to an agency that exists and is not archived. */
export async function assertAgencyAssignable(db: DbOrTx, agencyId: number) {
  if (!(await repo.findUnarchivedAgency(db, agencyId))) {
    throw new AppError('VALIDATION_ERROR', AGENCY_NOT_ASSIGNABLE, [
      { field: 'agencyId', message: AGENCY_NOT_ASSIGNABLE },
    ]);
  }
}

export async function listAgencies(ctx: AppContext, user: SessionUser): Promise<Agency[]> {
  const rows = await repo.listUnarchivedAgencies(ctx.db, agencyScopeOf(user));
  return rows.map(({ agency, workerCount }) => toAgency(agency, workerCount));
}

/**
 * A client user sees only its own agency; any other answers 404, never 403, so ids of other
 * agencies leak nothing (DECISIONS section 4).
 */
export async function getAgencyDetail(ctx: AppContext, user: SessionUser, id: number): Promise<AgencyDetail> {
  const row = await repo.findAgencyById(ctx.db, id, agencyScopeOf(user));
  if (!row) throw notFound(AGENCY_NOT_FOUND);
  // Workers and comments arrive with their own modules; until then the lists are empty.
  return {
    agency: toAgency(row.agency, row.workerCount),
    workers: [],
    comments: [],
    workersTotal: 0,
    commentsTotal: 0,
  };
}

/** A client is tied to one agency and cannot add others; a duplicate name is a 409, decided by the unique index. */
export async function createAgency(ctx: AppContext, user: SessionUser, body: NewAgency, meta: Meta): Promise<Agency> {
  if (user.role === 'client') throw forbidden('Client users cannot add agencies');
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertAgency(tx, body);
    if (!created) throw new AppError('DUPLICATE_NAME', 'An agency with this name already exists');
    // The contact's name is personal: record that it was set, not its value.
    const changes = fieldsOnly(body).map((c) => (c.field === 'contactName' ? { field: c.field } : c));
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'agency',
      entityId: created.id,
      changes,
      ip: meta.ip,
    });
    return created;
  });
  return toAgency(row);
}
