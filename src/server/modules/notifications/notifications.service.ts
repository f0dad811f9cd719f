import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import {
  DEFAULT_IN_APP,
  defaultEmailModes,
  notificationUrls,
  REMINDER_DAYS_BEFORE,
  rolesReceiving,
  type NotificationKind,
} from '../../../shared/domain/notifications.ts';
import { roles } from '../../../shared/domain/permissions.ts';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { errorCodeOf } from '../../lib/error-code.ts';
import { digestMails, immediateMail } from './notifications.mail.ts';
import * as audiences from './notifications-audience.repository.ts';
import * as reminders from './notifications-reminders.repository.ts';
import * as repo from './notifications.repository.ts';

/** What raising notifications needs beyond the transaction: the mailer, the events and PUBLIC_URL. */
export type NotifyDeps = Pick<AppContext, 'config' | 'mailer' | 'events' | 'log' | 'metrics'>;

/**
 * Published after a commit that made notifications (docs/domain.md, "Several instances"):
 * `{ userIds: "3,8,12" }`, each instance's stream hub tells those users' open pages.
 */
export const NOTIFICATION_CREATED = 'notification-created';
/** Ids per event: a NOTIFY payload stays far below PostgreSQL's 8,000 bytes. */
const IDS_PER_EVENT = 100;

/** Roles that see every agency's records (shared/domain/agency-scope.ts), for the scope of a recipient. */
const rolesSeeingAll = roles.filter((role) => agencyScopeOf({ role, agencyId: null }).kind === 'all');

function audience(kind: NotificationKind, extra: Partial<audiences.Audience> = {}): audiences.Audience {
  return {
    kind,
    roles: rolesReceiving(kind),
    rolesSeeingAll,
    emailDefault: defaultEmailModes[kind],
    inAppDefault: DEFAULT_IN_APP,
    ...extra,
  };
}

/** Work after the commit: the claimed e-mails sent (each at most once) and the recipients' pages told. */
export type Delivery = { afterCommit: () => Promise<void>; created: number; mails: number };

function delivery(
  deps: NotifyDeps,
  created: readonly audiences.CreatedRow[],
  mails: readonly { to: string; subject: string; text: string }[],
): Delivery {
  const userIds = [...new Set(created.map((row) => row.recipientId))];
  return {
    created: created.length,
    mails: mails.length,
    afterCommit: async () => {
      deps.metrics.notificationsSent('in_app', created.length);
      for (const mail of mails) {
        try {
          await deps.mailer.send(mail);
          deps.metrics.notificationsSent('email', 1);
        } catch (error) {
          // Claimed in the transaction: a mail that fails here is not retried (at most once).
          deps.log.warn({ code: errorCodeOf(error) }, 'notification e-mail could not be sent');
        }
      }
      for (let i = 0; i < userIds.length; i += IDS_PER_EVENT) {
        await deps.events.publish(NOTIFICATION_CREATED, { userIds: userIds.slice(i, i + IDS_PER_EVENT).join(',') });
      }
    },
  };
}

/** The made notifications' follow-up in the transaction: older steps read, immediate e-mails claimed. */
async function settle(deps: NotifyDeps, tx: DbOrTx, created: audiences.CreatedRow[]): Promise<Delivery> {
  const ids = created.map((row) => row.id);
  await repo.markOlderStepsRead(tx, ids);
  const mails = (await repo.claimImmediateMails(tx, ids)).map((row) => immediateMail(row, deps.config.publicUrl));
  return delivery(deps, created, mails);
}

/**
 * A ticket assigned to someone by someone else (docs/domain.md, "Notifications"), in the caller's
 * transaction; the caller runs afterCommit once it has committed. Claiming one's own ticket raises nothing.
 */
export async function notifyTicketAssigned(
  deps: NotifyDeps,
  tx: DbOrTx,
  t: { ticketId: number; ticketNumber: string; agencyId: number | null; assigneeId: number; actorId: number },
): Promise<Delivery> {
  const a = audience('ticket-assigned', { userIds: [t.assigneeId], exceptUserId: t.actorId, agencyId: t.agencyId });
  const created = await audiences.insertForAudience(tx, a, {
    subject: 'ticket',
    subjectId: t.ticketId,
    step: 'once',
    title: `Ticket ${t.ticketNumber} was assigned to you`,
    url: notificationUrls.ticket(t.ticketId),
  });
  return settle(deps, tx, created);
}

/**
 * Tickets assigned in bulk to someone else (docs/domain.md, "Bulk actions"): one notification for
 * the action, not one per ticket, leading to the assignee's own Pending tickets; in the caller's
 * transaction, made once per action.
 */
export async function notifyTicketsAssigned(
  deps: NotifyDeps,
  tx: DbOrTx,
  t: { bulkActionId: number; count: number; assigneeId: number; actorId: number },
): Promise<Delivery> {
  const a = audience('ticket-assigned', { userIds: [t.assigneeId], exceptUserId: t.actorId });
  const created = await audiences.insertForAudience(tx, a, {
    subject: 'bulk_action',
    subjectId: t.bulkActionId,
    step: 'once',
    title:
      t.count === 1
        ? '1 ticket was assigned to you'
        : `${t.count.toLocaleString('en-GB')} tickets were assigned to you`,
    url: notificationUrls.myTickets(),
  });
  return settle(deps, tx, created);
}

/** A comment on a ticket, to its assignee and its creator other than the author, in the caller's transaction. */
export async function notifyTicketComment(
  deps: NotifyDeps,
  tx: DbOrTx,
  t: {
    ticketId: number;
    ticketNumber: string;
    agencyId: number | null;
    commentId: number;
    holderIds: number[];
    authorId: number;
  },
): Promise<Delivery> {
  const a = audience('ticket-comment', { userIds: t.holderIds, exceptUserId: t.authorId, agencyId: t.agencyId });
  const created = await audiences.insertForAudience(tx, a, {
    subject: 'ticket',
    subjectId: t.ticketId,
    step: `comment-${t.commentId}`,
    title: `New comment on ticket ${t.ticketNumber}`,
    url: notificationUrls.ticket(t.ticketId),
  });
  return settle(deps, tx, created);
}

/** A new access request waiting, to every admin, in the caller's transaction. No name: it is the requester's. */
export async function notifyAccessRequest(deps: NotifyDeps, tx: DbOrTx, requestId: number): Promise<Delivery> {
  const created = await audiences.insertForAudience(tx, audience('access-request'), {
    subject: 'access-request',
    subjectId: requestId,
    step: 'once',
    title: 'A new access request is waiting for approval',
    url: notificationUrls.accessRequests(),
  });
  return settle(deps, tx, created);
}

/**
 * Subject access requests due or overdue (docs/domain.md, "Notifications"), to every admin, in the
 * caller's transaction: one per (admin, request, step), the step carrying the due date.
 */
export async function notifySarReminders(
  deps: NotifyDeps,
  tx: DbOrTx,
  reminders: readonly { requestId: number; step: string; title: string }[],
): Promise<Delivery> {
  const created: audiences.CreatedRow[] = [];
  for (const reminder of reminders) {
    created.push(
      ...(await audiences.insertForAudience(tx, audience('sar-due'), {
        subject: 'subject-access-request',
        subjectId: reminder.requestId,
        step: reminder.step,
        title: reminder.title,
        url: notificationUrls.subjectAccessRequests(),
      })),
    );
  }
  return settle(deps, tx, created);
}

/** How the daily run makes its reminders: rows (documents, workers) per chunk, and what happens between two (a pause on PGlite while others are about). */
export type ReminderChunking = { documents: number; between: () => Promise<void> };

/**
 * Makes a kind's reminders chunk by chunk: each range in its own transaction with its follow-up
 * (older steps read, immediate e-mails claimed), its e-mails sent and its recipients told after its
 * commit, `between` before every chunk but the first (and before the first when `pauseFirst`).
 */
async function makeInChunks(
  deps: NotifyDeps,
  db: Db,
  ranges: readonly reminders.IdRange[],
  insert: (tx: DbOrTx, range: reminders.IdRange) => Promise<audiences.CreatedRow[]>,
  chunking: ReminderChunking & { pauseFirst?: boolean },
): Promise<{ created: number; immediateMails: number }> {
  let created = 0;
  let immediateMails = 0;
  for (const [i, range] of ranges.entries()) {
    if (i > 0 || chunking.pauseFirst) await chunking.between();
    const settled = await db.transaction(async (tx) => {
      await reminders.lockReminderChunk(tx);
      return settle(deps, tx, await insert(tx, range));
    });
    await settled.afterCommit();
    created += settled.created;
    immediateMails += settled.mails;
  }
  return { created, immediateMails };
}

/**
 * The document reminders of `today` (a London date), before the daily run's effect (docs/domain.md,
 * "Notifications"; the job daily-reminders): a chunk of due documents per transaction, each with its
 * follow-up (older steps read, immediate e-mails claimed), its e-mails sent and its recipients told
 * after its commit, then a pause that lets other requests' queries through. Each notification is made
 * once by its unique key and each e-mail claimed once, so a retry or a second firing makes nothing twice.
 */
export async function makeDocumentReminders(
  deps: NotifyDeps,
  db: Db,
  today: string,
  chunking: ReminderChunking,
): Promise<{ created: number; immediateMails: number }> {
  const a = audience('document-expiry');
  const ranges = await reminders.dueDocumentRanges(db, today, REMINDER_DAYS_BEFORE, chunking.documents);
  return makeInChunks(
    deps,
    db,
    ranges,
    (tx, range) => reminders.insertDocumentReminders(tx, a, today, REMINDER_DAYS_BEFORE, range),
    chunking,
  );
}

/**
 * The right-to-work follow-up reminders of `today` (docs/domain.md, "Notifications" and "Right-to-work
 * checks"), after the document reminders and in the same way: chunks of due workers by id (as many
 * workers a chunk as NOTIFY_REMINDER_CHUNK_DOCUMENTS), the pause before each, the same follow-up.
 */
export async function makeRtwReminders(
  deps: NotifyDeps,
  db: Db,
  today: string,
  chunking: ReminderChunking,
): Promise<{ created: number; immediateMails: number }> {
  const a = audience('rtw-follow-up');
  const ranges = await reminders.dueRtwWorkerRanges(db, today, REMINDER_DAYS_BEFORE, chunking.documents);
  return makeInChunks(
    deps,
    db,
    ranges,
    (tx, range) => reminders.insertRtwReminders(tx, a, today, REMINDER_DAYS_BEFORE, range),
    { ...chunking, pauseFirst: true },
  );
}

/**
 * The daily run's effect (docs/domain.md, "Notifications"), in the transaction that records the run:
 * the digest of every user's notifications not yet e-mailed, claimed once, sent after the commit.
 */
export async function sendDailyDigests(deps: NotifyDeps, tx: DbOrTx) {
  const digests = digestMails(await repo.claimDigestMails(tx), deps.config.publicUrl);
  return {
    summary: { digestMails: digests.length },
    afterCommit: async () => {
      for (const mail of digests) {
        try {
          await deps.mailer.send(mail);
          deps.metrics.notificationsSent('email', 1);
        } catch (error) {
          deps.log.warn({ code: errorCodeOf(error) }, 'notification digest could not be sent');
        }
      }
    },
  };
}

/**
 * Demo data (npm run seed:demo): the document reminders of the given London dates, oldest first, as
 * the daily runs of those days would have made them (older steps read), their e-mails counted as sent
 * so the next digest does not send the past. Answers how many were made.
 */
export async function seedDocumentReminders(tx: DbOrTx, days: readonly string[]): Promise<number> {
  let made = 0;
  for (const day of days) {
    const created = await reminders.insertDocumentReminders(tx, audience('document-expiry'), day, REMINDER_DAYS_BEFORE);
    const ids = created.map((row) => row.id);
    await repo.markOlderStepsRead(tx, ids);
    await repo.markEmailed(tx, ids);
    made += created.length;
  }
  return made;
}
