import type { AgencyContact, CleanContact } from '../../../shared/api/agency-contacts.ts';
import { contactMessages } from '../../../shared/api/agency-contacts.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { assertMayEditAgencies, findVisibleAgency } from './agency-access.ts';
import * as repo from './agency-contacts.repository.ts';
import { toContact } from './agency-records.presenter.ts';

/**
 * Agency contacts (docs/domain.md, Agencies). Every change locks the agency's row first, so
 * changes of the primary contact of one agency run one after another; the partial unique index
 * agency_contacts_one_primary guarantees at most one primary whatever happens.
 */
export async function listContacts(ctx: AppContext, user: SessionUser, agencyId: number): Promise<AgencyContact[]> {
  await findVisibleAgency(ctx.db, user, agencyId);
  return (await repo.listContacts(ctx.db, agencyId)).map(toContact);
}

/** Names, e-mails, phones and notes are personal: audited as changed, never with their values. */
function auditChanges(values: Partial<CleanContact>) {
  return Object.entries(values).map(([field, to]) =>
    field === 'isPrimary' || field === 'department' || field === 'position' ? { field, to } : { field },
  );
}

async function inAgencyTransaction<T>(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  await findVisibleAgency(ctx.db, user, agencyId);
  assertMayEditAgencies(user);
  return ctx.db.transaction(async (tx) => {
    await findVisibleAgency(tx, user, agencyId, { lock: true });
    return work(tx);
  });
}

export async function createContact(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  body: CleanContact,
  meta: RequestMeta,
): Promise<AgencyContact> {
  return inAgencyTransaction(ctx, user, agencyId, async (tx) => {
    if (body.isPrimary) await repo.clearPrimary(tx, agencyId, null);
    const row = await repo.insertContact(tx, agencyId, body);
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'agency_contact',
      entityId: row.id,
      changes: [{ field: 'agencyId', to: agencyId }, ...auditChanges(body)],
      ip: meta.ip,
    });
    return toContact(row);
  });
}

export async function updateContact(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  contactId: number,
  body: CleanContact,
  meta: RequestMeta,
): Promise<AgencyContact> {
  return inAgencyTransaction(ctx, user, agencyId, async (tx) => {
    if (body.isPrimary) await repo.clearPrimary(tx, agencyId, contactId);
    const row = await repo.updateContact(tx, agencyId, contactId, body);
    if (!row) throw notFound(contactMessages.notFound);
    await recordAudit(tx, {
      actor: user,
      action: 'update',
      entityType: 'agency_contact',
      entityId: row.id,
      changes: auditChanges(body),
      ip: meta.ip,
    });
    return toContact(row);
  });
}

/** POST .../set-primary: this contact becomes the one primary contact of its agency. */
export async function setPrimaryContact(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  contactId: number,
  meta: RequestMeta,
): Promise<AgencyContact> {
  return inAgencyTransaction(ctx, user, agencyId, async (tx) => {
    if (!(await repo.findContact(tx, agencyId, contactId))) throw notFound(contactMessages.notFound);
    await repo.clearPrimary(tx, agencyId, contactId);
    const row = await repo.updateContact(tx, agencyId, contactId, { isPrimary: true });
    if (!row) throw notFound(contactMessages.notFound);
    await recordAudit(tx, {
      actor: user,
      action: 'set_primary',
      entityType: 'agency_contact',
      entityId: contactId,
      changes: [{ field: 'isPrimary', to: true }],
      ip: meta.ip,
    });
    return toContact(row);
  });
}

export async function deleteContact(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  contactId: number,
  meta: RequestMeta,
): Promise<void> {
  await inAgencyTransaction(ctx, user, agencyId, async (tx) => {
    const row = await repo.deleteContact(tx, agencyId, contactId);
    if (!row) throw notFound(contactMessages.notFound);
    await recordAudit(tx, {
      actor: user,
      action: 'delete',
      entityType: 'agency_contact',
      entityId: contactId,
      changes: [
        { field: 'agencyId', from: agencyId },
        { field: 'isPrimary', from: row.isPrimary },
      ],
      ip: meta.ip,
    });
  });
}
