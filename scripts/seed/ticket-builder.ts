import { agencyCommunicationMethods } from '../../src/shared/domain/agencies.ts';
import {
  DEFAULT_SLA_HOURS,
  manualTicketMethods,
  manualTicketOutcomes,
  type TicketSource,
  type TicketTab,
} from '../../src/shared/domain/tickets.ts';
import type { Rng } from './random.ts';
import { agencyTicketScenarios, ticketCommentTexts, workerTicketScenarios } from './ticket-texts.ts';

/** Who a demo ticket can be about, and who can work it (existing rows, read by demo-tickets.ts). */
export type TicketSourceRef = { id: number; name: string; agencyId: number | null; contacts: readonly string[] };
export type StaffRef = { id: number; name: string };
export type TicketPeople = {
  workers: readonly TicketSourceRef[];
  agencies: readonly TicketSourceRef[];
  /** Active admin, finance and support users; none means every ticket stays unassigned. */
  staff: readonly StaffRef[];
};

/** A ticket without its id and number (given at insert time from the tickets sequence). */
export type DemoTicket = {
  source: TicketSource;
  sourceId: number;
  sourceName: string;
  agencyId: number | null;
  contactPerson: string;
  communicationMethod: string;
  outcome: string;
  notes: string;
  priority: string;
  category: string;
  slaHours: number;
  dueDate: Date;
  isManual: boolean;
  status: string;
  assignedTo: number | null;
  assignedToName: string | null;
  assignedAt: Date | null;
  createdBy: number | null;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
};
export type DemoTicketComment = { content: string; createdBy: number | null; createdByName: string; createdAt: Date };
/** A ticket raised by a communication log comes with that log, pointing at it (docs/domain.md). */
export type DemoTicketPlan = {
  ticket: DemoTicket;
  comments: DemoTicketComment[];
  raisedByLog: boolean;
  /** Who raised it, as a log's author is named. */
  raisedByName: string;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RAISE_TICKET = 'Raise Ticket';
const DEMO_AUTHOR = 'Demo data';
/** Manual tickets' SLAs in hours: a same-day chase to a week's wait. */
const MANUAL_SLAS = [4, 8, 24, 24, 24, 48, 72, 168] as const;
/** Share of the Open and Pending tickets whose due date has passed. */
const OVERDUE_SHARE = 0.3;

/** The tab a new demo ticket lands in: about 25% Open, 20% Pending, 55% Archive (Pending only with staff to hold it). */
function pickTab(rng: Rng, hasStaff: boolean): TicketTab {
  const roll = rng.next();
  if (roll < 0.25) return 'open';
  if (roll < 0.45) return hasStaff ? 'pending' : 'open';
  return 'archive';
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The Sunday that ended the week before `at`, as DD/MM/YYYY (weeks run Monday to Sunday). */
function lastWeekEnding(at: Date): string {
  const sunday = new Date(at.getTime() - (at.getUTCDay() || 7) * DAY);
  return `${pad(sunday.getUTCDate())}/${pad(sunday.getUTCMonth() + 1)}/${sunday.getUTCFullYear()}`;
}

const between = (rng: Rng, from: number, to: number) =>
  new Date(from + Math.floor(rng.next() * Math.max(0, to - from)));

/** One realistic ticket in a state drawn from the shares above, with its comments. */
export function buildDemoTicket(rng: Rng, people: TicketPeople, now: Date): DemoTicketPlan {
  const hasWorkers = people.workers.length > 0;
  const source: TicketSource = hasWorkers && (people.agencies.length === 0 || rng.chance(0.7)) ? 'worker' : 'agency';
  const ref = rng.pick(source === 'worker' ? people.workers : people.agencies);
  const raisedByLog = rng.chance(0.6);
  const slaHours = raisedByLog ? DEFAULT_SLA_HOURS : rng.pick(MANUAL_SLAS);
  const tab = pickTab(rng, people.staff.length > 0);
  const nowMs = now.getTime();

  // Work still to do was raised lately, some of it is past its due date; the archive spans a year.
  let createdAt: Date;
  let closedAt: Date | null = null;
  if (tab === 'archive') {
    createdAt = new Date(nowMs - rng.int(1, 365) * DAY - rng.int(0, DAY - 1));
    closedAt = new Date(Math.min(nowMs, createdAt.getTime() + rng.int(10 * 60_000, 10 * DAY)));
  } else {
    const due = rng.chance(OVERDUE_SHARE)
      ? nowMs - rng.int(HOUR / 2, 14 * DAY)
      : nowMs + rng.int(60_000, Math.max(60_000, slaHours * HOUR - 60_000));
    createdAt = new Date(due - slaHours * HOUR);
  }
  const dueDate = new Date(createdAt.getTime() + slaHours * HOUR);
  const workedUntil = closedAt?.getTime() ?? nowMs;

  const assignee =
    tab === 'pending' || (tab === 'archive' && people.staff.length > 0 && rng.chance(0.85))
      ? rng.pick(people.staff)
      : null;
  const assignedAt = assignee ? between(rng, createdAt.getTime(), workedUntil) : null;
  const raiser = people.staff.length > 0 ? rng.pick(people.staff) : null;

  const scenario = rng.pick(source === 'worker' ? workerTicketScenarios : agencyTicketScenarios);
  const notes = scenario.notes
    .replace('{week}', lastWeekEnding(createdAt))
    .replace('{invoice}', `INV-${rng.int(10_000, 99_999)}`)
    .replace('{count}', String(rng.int(2, 12)));
  // A log raises its ticket as medium/general (docs/domain.md); about half were triaged since.
  const triaged = !raisedByLog || rng.chance(0.5);

  const commentChance = tab === 'open' ? 0.1 : tab === 'pending' ? 0.5 : 0.3;
  const comments: DemoTicketComment[] = [];
  if (rng.chance(commentChance)) {
    for (let i = rng.int(1, 3); i > 0; i -= 1) {
      const author = assignee && rng.chance(0.7) ? assignee : people.staff.length > 0 ? rng.pick(people.staff) : null;
      comments.push({
        content: rng.pick(ticketCommentTexts),
        createdBy: author?.id ?? null,
        createdByName: author?.name ?? DEMO_AUTHOR,
        createdAt: between(rng, (assignedAt ?? createdAt).getTime(), workedUntil),
      });
    }
    comments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
  const lastTouch = Math.max(
    createdAt.getTime(),
    assignedAt?.getTime() ?? 0,
    closedAt?.getTime() ?? 0,
    ...comments.map((c) => c.createdAt.getTime()),
  );

  return {
    raisedByLog,
    raisedByName: raiser?.name ?? DEMO_AUTHOR,
    comments,
    ticket: {
      source,
      sourceId: ref.id,
      sourceName: ref.name,
      agencyId: ref.agencyId,
      // A worker ticket's contact is the worker; an agency's is one of its contacts.
      contactPerson: source === 'worker' ? ref.name : rng.pick(ref.contacts),
      communicationMethod: raisedByLog ? rng.pick(agencyCommunicationMethods) : rng.pick(manualTicketMethods),
      outcome: raisedByLog
        ? RAISE_TICKET
        : rng.weighted(manualTicketOutcomes, (o) => (o === 'follow-up-needed' ? 6 : 1)),
      notes,
      priority: triaged ? scenario.priority : 'medium',
      category: triaged ? scenario.category : 'general',
      slaHours,
      dueDate,
      isManual: !raisedByLog,
      status: tab === 'archive' ? (rng.chance(0.85) ? 'archived' : 'closed') : assignee ? 'in-progress' : 'open',
      assignedTo: assignee?.id ?? null,
      assignedToName: assignee?.name ?? null,
      assignedAt,
      createdBy: raiser?.id ?? null,
      commentCount: comments.length,
      createdAt,
      updatedAt: new Date(lastTouch),
    },
  };
}
