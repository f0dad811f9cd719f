import { describe, expect, it } from 'vitest';
import {
  planTicketUpdate,
  ticketMessages,
  type Assignee,
  type TicketPatch,
  type TicketState,
} from '../../src/shared/domain/ticket-updates.ts';

/** Every branch of planTicketUpdate (docs/domain.md "Tickets"; docs/domain.md "Tickets"). */
const now = new Date('2026-11-25T12:00:00Z');
const createdAt = new Date('2026-11-20T09:00:00Z');
const SAM = 7;
const FRAN = 8;
const ticket = (overrides: Partial<TicketState> = {}): TicketState => ({
  status: 'open',
  assignedTo: null,
  assignedToName: null,
  createdAt,
  ...overrides,
});
const heldBySam = ticket({ status: 'in-progress', assignedTo: SAM, assignedToName: 'Sam Support' });
const closedBySam = ticket({ status: 'archived', assignedTo: SAM, assignedToName: 'Sam Support' });
const staff = (id: number, name: string): Assignee => ({ id, name, isActiveStaff: true });
const sam = { id: SAM, role: 'support' };
const fran = { id: FRAN, role: 'finance' };
const admin = { id: 1, role: 'admin' };
const client = { id: 9, role: 'client' };

type Case = {
  name: string;
  state: TicketState;
  patch: TicketPatch;
  actor: { id: number; role: string };
  assignee?: Assignee;
  expected: ReturnType<typeof planTicketUpdate>;
};

const cases: Case[] = [
  {
    name: 'claim of a free ticket: assignee, name, time and in-progress',
    state: ticket(),
    patch: { assignedTo: SAM },
    actor: sam,
    assignee: staff(SAM, 'Sam Support'),
    expected: {
      ok: true,
      changes: { assignedTo: SAM, assignedToName: 'Sam Support', assignedAt: now, status: 'in-progress' },
    },
  },
  {
    name: 'claim of a ticket one already has: nothing changes',
    state: heldBySam,
    patch: { assignedTo: SAM },
    actor: sam,
    assignee: staff(SAM, 'Sam Support'),
    expected: { ok: true, changes: {} },
  },
  {
    name: "claim of someone else's ticket: 409 naming the holder",
    state: heldBySam,
    patch: { assignedTo: FRAN },
    actor: fran,
    assignee: staff(FRAN, 'Fran Finance'),
    expected: { ok: false, status: 409, message: 'This ticket has already been claimed by Sam Support' },
  },
  {
    name: 'claim of a ticket held by someone whose name is unknown',
    state: ticket({ status: 'in-progress', assignedTo: SAM }),
    patch: { assignedTo: FRAN },
    actor: fran,
    assignee: staff(FRAN, 'Fran Finance'),
    expected: { ok: false, status: 409, message: ticketMessages.claimedByOther('someone else') },
  },
  {
    name: 'release by someone else than the holder: 409',
    state: heldBySam,
    patch: { assignedTo: null },
    actor: fran,
    expected: { ok: false, status: 409, message: ticketMessages.claimedByOther('Sam Support') },
  },
  {
    name: 'hand-over by an admin',
    state: heldBySam,
    patch: { assignedTo: FRAN },
    actor: admin,
    assignee: staff(FRAN, 'Fran Finance'),
    expected: { ok: true, changes: { assignedTo: FRAN, assignedToName: 'Fran Finance', assignedAt: now } },
  },
  {
    name: 'hand-over by the holder',
    state: heldBySam,
    patch: { assignedTo: FRAN },
    actor: sam,
    assignee: staff(FRAN, 'Fran Finance'),
    expected: { ok: true, changes: { assignedTo: FRAN, assignedToName: 'Fran Finance', assignedAt: now } },
  },
  {
    name: 'release by the holder: back to open',
    state: heldBySam,
    patch: { assignedTo: null },
    actor: sam,
    expected: { ok: true, changes: { assignedTo: null, assignedToName: null, assignedAt: null, status: 'open' } },
  },
  {
    name: 'assignee not found',
    state: ticket(),
    patch: { assignedTo: 99 },
    actor: admin,
    expected: { ok: false, status: 400, message: ticketMessages.assigneeNotStaff, field: 'assignedTo' },
  },
  {
    name: 'assignee found but not active staff',
    state: ticket(),
    patch: { assignedTo: 9 },
    actor: admin,
    assignee: { id: 9, name: 'Cara Client', isActiveStaff: false },
    expected: { ok: false, status: 400, message: ticketMessages.assigneeNotStaff, field: 'assignedTo' },
  },
  {
    name: 'assignee found is another user than the one asked for',
    state: ticket(),
    patch: { assignedTo: SAM },
    actor: admin,
    assignee: staff(FRAN, 'Fran Finance'),
    expected: { ok: false, status: 400, message: ticketMessages.assigneeNotStaff, field: 'assignedTo' },
  },
  {
    name: 'close (archived) keeps the assignee',
    state: heldBySam,
    patch: { status: 'archived' },
    actor: sam,
    expected: { ok: true, changes: { status: 'archived' } },
  },
  {
    name: 'close (closed) of a free ticket',
    state: ticket(),
    patch: { status: 'closed' },
    actor: fran,
    expected: { ok: true, changes: { status: 'closed' } },
  },
  {
    name: 'close of a closed ticket: 409',
    state: closedBySam,
    patch: { status: 'closed' },
    actor: sam,
    expected: { ok: false, status: 409, message: ticketMessages.alreadyClosed },
  },
  {
    name: 'reopen keeps the assignee: in-progress',
    state: closedBySam,
    patch: { status: 'open' },
    actor: fran,
    expected: { ok: true, changes: { status: 'in-progress' } },
  },
  {
    name: 'reopen of an unassigned closed ticket: open',
    state: ticket({ status: 'closed' }),
    patch: { status: 'open' },
    actor: fran,
    expected: { ok: true, changes: { status: 'open' } },
  },
  {
    name: 'reopen with other changes at once',
    state: closedBySam,
    patch: { status: 'in-progress', priority: 'high' },
    actor: sam,
    expected: { ok: true, changes: { status: 'in-progress', priority: 'high' } },
  },
  {
    name: 'edit of a closed ticket without reopening: 409',
    state: closedBySam,
    patch: { notes: 'late note' },
    actor: sam,
    expected: { ok: false, status: 409, message: ticketMessages.closedNoChange },
  },
  {
    name: 'in-progress asked without an assignee: 400',
    state: ticket(),
    patch: { status: 'in-progress' },
    actor: sam,
    expected: { ok: false, status: 400, message: ticketMessages.inProgressNeedsAssignee, field: 'status' },
  },
  {
    name: 'open asked for an assigned ticket stays in-progress',
    state: heldBySam,
    patch: { status: 'open' },
    actor: sam,
    expected: { ok: true, changes: {} },
  },
  {
    name: 'priority, category, due date and notes',
    state: ticket(),
    patch: { priority: 'urgent', category: 'compliance', dueDate: now, notes: null },
    actor: fran,
    expected: { ok: true, changes: { priority: 'urgent', category: 'compliance', dueDate: now, notes: null } },
  },
  {
    name: 'due date before creation: 400',
    state: ticket(),
    patch: { dueDate: new Date('2026-11-20T08:59:59Z') },
    actor: fran,
    expected: { ok: false, status: 400, message: ticketMessages.dueBeforeCreated, field: 'dueDate' },
  },
  {
    name: 'due date more than a year ahead: 400',
    state: ticket(),
    patch: { dueDate: new Date(now.getTime() + 8761 * 3_600_000) },
    actor: fran,
    expected: { ok: false, status: 400, message: ticketMessages.dueTooFar, field: 'dueDate' },
  },
  {
    name: 'due date exactly a year ahead',
    state: ticket(),
    patch: { dueDate: new Date(now.getTime() + 8760 * 3_600_000) },
    actor: fran,
    expected: { ok: true, changes: { dueDate: new Date(now.getTime() + 8760 * 3_600_000) } },
  },
  {
    name: 'due date exactly at creation',
    state: ticket(),
    patch: { dueDate: createdAt },
    actor: fran,
    expected: { ok: true, changes: { dueDate: createdAt } },
  },
  {
    name: 'nothing sent: 400',
    state: ticket(),
    patch: {},
    actor: sam,
    expected: { ok: false, status: 400, message: ticketMessages.nothingToUpdate },
  },
  {
    name: 'only undefined fields count as nothing sent',
    state: ticket(),
    patch: { priority: undefined, notes: undefined },
    actor: sam,
    expected: { ok: false, status: 400, message: ticketMessages.nothingToUpdate },
  },
  {
    name: 'a client user edits notes',
    state: heldBySam,
    patch: { notes: 'Worker rang back' },
    actor: client,
    expected: { ok: true, changes: { notes: 'Worker rang back' } },
  },
  ...(
    [
      ['status', { status: 'archived' }],
      ['assignedTo', { assignedTo: client.id }],
      ['priority', { priority: 'high' }],
      ['category', { category: 'compliance' }],
      ['dueDate', { dueDate: now }],
    ] as const
  ).map(([field, patch]): Case => ({
    name: `a client user sending ${field}: 403`,
    state: ticket(),
    patch,
    actor: client,
    expected: { ok: false, status: 403, message: ticketMessages.staffOnly },
  })),
];

describe('planTicketUpdate', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(planTicketUpdate({ ticket: c.state, patch: c.patch, actor: c.actor, assignee: c.assignee, now })).toEqual(
      c.expected,
    );
  });

  it('a client user sending notes and a staff field together is refused as a whole', () => {
    const plan = planTicketUpdate({ ticket: ticket(), patch: { notes: 'x', priority: 'low' }, actor: client, now });
    expect(plan).toEqual({ ok: false, status: 403, message: ticketMessages.staffOnly });
  });
});

describe('ticketMessages: the exact texts', () => {
  it.each([
    [ticketMessages.requiredFields, 'Please fill in all required fields'],
    [ticketMessages.commentsDisabled, 'Comments are disabled for archived tickets'],
    [ticketMessages.claimedByOther('Ada Admin'), 'This ticket has already been claimed by Ada Admin'],
  ])('%s', (actual, text) => {
    expect(actual).toBe(text);
  });
});
