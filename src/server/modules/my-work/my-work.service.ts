import type { MyWorkAnswer, MyWorkItem, MyWorkPage } from '../../../shared/api/my-work.ts';
import type { Ticket } from '../../../shared/api/tickets.ts';
import { workerDocumentTypes } from '../../../shared/domain/worker-documents.ts';
import { formatEnGbDate, todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import {
  dueFirst,
  maySeeMyWorkKind,
  MY_WORK_DOCUMENT_DAYS,
  MY_WORK_SECTION_LIMIT,
  myWorkItemUrl,
  myWorkKindsOf,
  myWorkShowAllUrls,
  myWorkTitles,
  type MyWorkKind,
} from '../../../shared/domain/my-work.ts';
import { personName } from '../../../shared/domain/people.ts';
import { isTicketOverdue, ticketLabel } from '../../../shared/domain/tickets.ts';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { listPendingAccessRequests } from '../access-requests/access-requests.service.ts';
import { listDocumentsToRenew } from '../documents/documents.service.ts';
import { listSarsDueSoon } from '../subject-access-requests/subject-access-requests.service.ts';
import { listTickets } from '../tickets/tickets.service.ts';
import { listRtwFollowUps } from '../workers/workers-selection.service.ts';

/**
 * My Work (docs/domain.md, "My work"): each kind read through its own area's service, under the
 * user's own scope, and put in one list due date first. Nothing here reads a table itself.
 */

type Page = { limit: number; offset: number };
type KindPage = { items: MyWorkItem[]; total: number };

const londonDay = (instant: string) => todayInLondon(new Date(instant));
const documentLabel = (value: string) => workerDocumentTypes.find((t) => t.value === value)?.label ?? value;

function ticketItem(ticket: Ticket, now: Date): MyWorkItem {
  return {
    kind: 'ticket',
    id: ticket.id,
    title: `${ticket.ticketNumber} ${ticket.sourceName}`,
    detail: `${ticketLabel('priority', ticket.priority)} priority, ${ticketLabel('category', ticket.category)}`,
    dueDate: londonDay(ticket.dueDate),
    dueAt: ticket.dueDate,
    // The app's clock, as every other kind here (the ticket list judges by the moment of the call).
    isOverdue: isTicketOverdue(ticket, now),
    url: myWorkItemUrl('ticket', ticket.id),
  };
}

/** One page of a kind, as the user may see it. */
const readers: Record<
  MyWorkKind,
  (ctx: AppContext, user: SessionUser, page: Page, today: string) => Promise<KindPage>
> = {
  async ticket(ctx, user, page) {
    // The Pending tab holds the tickets someone has and has not closed; the user's own, soonest due first.
    const pageSize = page.limit;
    const answer = await listTickets(ctx, user, {
      page: Math.floor(page.offset / pageSize) + 1,
      pageSize,
      tab: 'pending',
      assignedTo: 'me',
      overdue: false,
      sort: 'due',
    });
    const toItem = (ticket: Ticket) => ticketItem(ticket, ctx.now());
    if (Array.isArray(answer)) return { items: answer.map(toItem), total: answer.length };
    return { items: answer.items.map(toItem), total: answer.total };
  },
  async rtw(ctx, user, page, today) {
    const { items, total } = await listRtwFollowUps(ctx, user, page);
    return {
      total,
      items: items.map((w) => ({
        kind: 'rtw' as const,
        id: w.id,
        title: w.name,
        detail: `${w.followUpDate < today ? 'Right to work lapsed since' : 'Right-to-work follow-up due'} ${formatEnGbDate(w.followUpDate)}${w.agencyName ? `, ${w.agencyName}` : ''}`,
        dueDate: w.followUpDate,
        dueAt: null,
        isOverdue: w.followUpDate <= today,
        url: myWorkItemUrl('rtw', w.id),
      })),
    };
  },
  async document(ctx, user, page, today) {
    const { items, total } = await listDocumentsToRenew(ctx, user, { days: MY_WORK_DOCUMENT_DAYS, ...page });
    return {
      total,
      items: items.map((d) => ({
        kind: 'document' as const,
        id: d.workerId,
        title: d.workerName,
        detail: `${documentLabel(d.documentType)} ${d.expiryDate < today ? 'expired' : 'expires'} ${formatEnGbDate(d.expiryDate)}`,
        dueDate: d.expiryDate,
        dueAt: null,
        isOverdue: d.expiryDate < today,
        url: myWorkItemUrl('document', d.workerId),
      })),
    };
  },
  async 'access-request'(ctx, _user, page) {
    const { items, total } = await listPendingAccessRequests(ctx, page);
    return {
      total,
      items: items.map((r) => ({
        kind: 'access-request' as const,
        id: r.id,
        title: personName(r),
        detail: `Asked for access on ${formatEnGbDate(londonDay(r.createdAt))}`,
        dueDate: londonDay(r.createdAt),
        dueAt: null,
        isOverdue: false,
        url: myWorkItemUrl('access-request', r.id),
      })),
    };
  },
  async 'subject-access-request'(ctx, _user, page, today) {
    const { items, total } = await listSarsDueSoon(ctx, page);
    return {
      total,
      items: items.map((r) => ({
        kind: 'subject-access-request' as const,
        id: r.id,
        title: r.workerName ?? 'A removed worker',
        detail: `Subject access request due ${formatEnGbDate(r.dueDate)}`,
        dueDate: r.dueDate,
        dueAt: null,
        isOverdue: r.dueDate < today,
        url: myWorkItemUrl('subject-access-request', r.id),
      })),
    };
  },
};

/** GET /api/my-work: every kind the user sees, with its total and first items, merged due date first. */
export async function getMyWork(ctx: AppContext, user: SessionUser): Promise<MyWorkAnswer> {
  const today = todayInLondon(ctx.now());
  const kinds = myWorkKindsOf(user.role);
  const pages = await Promise.all(
    kinds.map((kind) => readers[kind](ctx, user, { limit: MY_WORK_SECTION_LIMIT, offset: 0 }, today)),
  );
  return {
    sections: kinds.map((kind, i) => ({
      kind,
      title: myWorkTitles[kind],
      total: pages[i]!.total,
      showAllUrl: myWorkShowAllUrls[kind],
    })),
    items: dueFirst(pages.flatMap((p) => p.items)),
  };
}

/** GET /api/my-work?kind=: one page of one kind ("Show all"); a kind the role does not see is refused. */
export async function getMyWorkPage(
  ctx: AppContext,
  user: SessionUser,
  query: { kind: MyWorkKind; page: number; pageSize: number },
): Promise<MyWorkPage> {
  if (!maySeeMyWorkKind(user.role, query.kind)) throw forbidden();
  const today = todayInLondon(ctx.now());
  const { items, total } = await readers[query.kind](
    ctx,
    user,
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    today,
  );
  return { kind: query.kind, items, total, page: query.page, pageSize: query.pageSize };
}
