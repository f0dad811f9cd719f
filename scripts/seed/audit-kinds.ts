import type { AuditFieldChange } from '../../src/shared/domain/audit-trail.ts';
import type { Rng } from './random.ts';

/**
 * The kinds of change the demo audit trail holds (docs/domain.md: `--audit-entries N`,
 * realistic entries for the benchmark), in the proportions an office makes them, shaped as the
 * services write them (personal fields by name only).
 */

/** Ids the entries point at: the workers, agencies and tickets in the database (empty: made-up ids). */
export type AuditRefs = { workers: number[]; agencies: number[]; tickets: number[]; users: number[] };
export type AuditActor = { id: number | null; email: string | null };

export type AuditKind = {
  weight: number;
  entityType: string;
  action: string;
  id: (rng: Rng, refs: AuditRefs) => string | null;
  changes: (rng: Rng, refs: AuditRefs) => AuditFieldChange[] | null;
};

const idFrom = (list: number[], fallbackMax: number) => (rng: Rng) =>
  String(list.length > 0 ? rng.pick(list) : rng.int(1, fallbackMax));
const worker = (rng: Rng, refs: AuditRefs) => idFrom(refs.workers, 100_000)(rng);
const agency = (rng: Rng, refs: AuditRefs) => idFrom(refs.agencies, 60)(rng);
const ticket = (rng: Rng, refs: AuditRefs) => idFrom(refs.tickets, 100_000)(rng);
const user = (rng: Rng, refs: AuditRefs) => idFrom(refs.users, 40)(rng);
const record = (max: number) => (rng: Rng) => String(rng.int(1, max));
const none = () => null;
const names = (...fields: string[]): AuditFieldChange[] => fields.map((field) => ({ field }));

/** The worker fields a profile edit changes: values kept for the fields the workers area shows in its trail. */
const workerEdits: ((rng: Rng, refs: AuditRefs) => AuditFieldChange)[] = [
  () => ({ field: 'phone' }),
  () => ({ field: 'email' }),
  () => ({ field: 'addressLine1' }),
  () => ({ field: 'city' }),
  () => ({ field: 'postCode' }),
  () => ({ field: 'sortCode' }),
  () => ({ field: 'accountNumber' }),
  () => ({ field: 'taxCode' }),
  (rng) => ({
    field: 'paymentFrequency',
    ...rng.pick([
      { from: 'Weekly', to: 'Monthly' },
      { from: 'Monthly', to: 'Weekly' },
    ]),
  }),
  (rng) => ({ field: 'niCategory', from: 'A', to: rng.pick(['M', 'H', 'C']) }),
  (rng) => ({
    field: 'status',
    ...rng.pick([
      { from: 'active', to: 'on_hold' },
      { from: 'on_hold', to: 'active' },
    ]),
  }),
  (rng) => ({ field: 'completionPercentage', from: rng.int(60, 95), to: 100 }),
  (rng, refs) => ({ field: 'agencyId', from: Number(agency(rng, refs)), to: Number(agency(rng, refs)) }),
];

function workerUpdate(rng: Rng, refs: AuditRefs): AuditFieldChange[] {
  const count = rng.weighted([1, 2, 3], (n) => 4 - n);
  const picked = new Map<string, AuditFieldChange>();
  while (picked.size < count) {
    const change = rng.pick(workerEdits)(rng, refs);
    picked.set(change.field, change);
  }
  return [...picked.values()];
}

export const auditKinds: AuditKind[] = [
  { weight: 300, entityType: 'worker', action: 'update', id: worker, changes: workerUpdate },
  {
    weight: 60,
    entityType: 'worker',
    action: 'create',
    id: worker,
    changes: (rng, refs) => [
      ...names('firstName', 'lastName', 'dateOfBirth', 'niNumber', 'email', 'phone'),
      { field: 'agencyId', to: Number(agency(rng, refs)) },
      { field: 'completionPercentage', to: rng.int(40, 100) },
    ],
  },
  {
    weight: 40,
    entityType: 'worker',
    action: 'authorise',
    id: worker,
    changes: () => [
      { field: 'authorised', from: false, to: true },
      { field: 'status', from: 'pending', to: 'active' },
    ],
  },
  {
    weight: 5,
    entityType: 'worker',
    action: 'delete',
    id: worker,
    changes: (rng) => [{ field: 'status', from: rng.pick(['left', 'active']) }],
  },
  {
    weight: 15,
    entityType: 'worker',
    action: 'export',
    id: none,
    changes: (rng) => [
      { field: 'exportType', to: rng.pick(['excel', 'csv']) },
      { field: 'dataSource', to: rng.pick(['authorised', 'pending', 'filtered']) },
      { field: 'rowCount', to: rng.int(1, 5000) },
    ],
  },
  {
    weight: 70,
    entityType: 'worker_document',
    action: 'create',
    id: record(200_000),
    changes: (rng, refs) => [
      { field: 'workerId', to: Number(worker(rng, refs)) },
      { field: 'documentType', to: rng.pick(['passport', 'right_to_work', 'national_insurance', 'p45', 'contract']) },
      { field: 'mimeType', to: 'application/pdf' },
      { field: 'originalFileName' },
    ],
  },
  {
    weight: 8,
    entityType: 'worker_document',
    action: 'delete',
    id: record(200_000),
    changes: () => names('originalFileName'),
  },
  {
    weight: 60,
    entityType: 'worker_communication_log',
    action: 'create',
    id: record(300_000),
    changes: (rng, refs) => [
      { field: 'workerId', to: Number(worker(rng, refs)) },
      { field: 'communicationMethod', to: rng.pick(['Phone', 'Email', 'Texted', 'WhatsApp']) },
      { field: 'outcome', to: rng.pick(['Resolved', 'Follow-up Required', 'Raise Ticket']) },
      ...names('contactPerson', 'content'),
    ],
  },
  { weight: 5, entityType: 'worker_communication_log', action: 'delete', id: record(300_000), changes: none },
  {
    weight: 3,
    entityType: 'worker_import_batch',
    action: 'import',
    id: record(2000),
    changes: (rng) => [{ field: 'createdWorkers', to: rng.int(5, 900) }],
  },
  {
    weight: 30,
    entityType: 'agency',
    action: 'update',
    id: agency,
    changes: (rng) => [{ field: 'fee', from: rng.int(10, 30), to: rng.int(10, 30) }],
  },
  {
    weight: 4,
    entityType: 'agency',
    action: 'status_change',
    id: agency,
    changes: () => [{ field: 'status', from: 'active', to: 'on_hold' }],
  },
  {
    weight: 20,
    entityType: 'agency_contact',
    action: 'create',
    id: record(5000),
    changes: () => names('name', 'email', 'phone'),
  },
  {
    weight: 20,
    entityType: 'agency_comment',
    action: 'create',
    id: record(50_000),
    changes: (rng) => [{ field: 'tag', to: rng.pick(['call', 'email', 'note', 'payment']) }, ...names('content')],
  },
  {
    weight: 20,
    entityType: 'agency_communication_log',
    action: 'create',
    id: record(50_000),
    changes: (rng) => [{ field: 'communicationMethod', to: rng.pick(['Phone', 'Email']) }, ...names('contactPerson')],
  },
  {
    weight: 8,
    entityType: 'agency_document',
    action: 'create',
    id: record(5000),
    changes: () => [{ field: 'documentType', to: 'contract' }, ...names('originalFileName')],
  },
  {
    weight: 50,
    entityType: 'ticket',
    action: 'create',
    id: ticket,
    changes: (rng) => [
      { field: 'priority', to: rng.pick(['low', 'medium', 'high', 'urgent']) },
      { field: 'status', to: 'open' },
      ...names('sourceName', 'notes'),
    ],
  },
  {
    weight: 30,
    entityType: 'ticket',
    action: 'claim',
    id: ticket,
    changes: (rng, refs) => [
      { field: 'status', from: 'open', to: 'in-progress' },
      { field: 'assignedTo', from: null, to: Number(user(rng, refs)) },
    ],
  },
  {
    weight: 30,
    entityType: 'ticket',
    action: 'close',
    id: ticket,
    changes: () => [{ field: 'status', from: 'in-progress', to: 'closed' }],
  },
  {
    weight: 15,
    entityType: 'ticket',
    action: 'update',
    id: ticket,
    changes: (rng) => [{ field: 'priority', from: 'medium', to: rng.pick(['high', 'urgent', 'low']) }],
  },
  {
    weight: 4,
    entityType: 'ticket',
    action: 'reopen',
    id: ticket,
    changes: () => [{ field: 'status', from: 'closed', to: 'open' }],
  },
  { weight: 40, entityType: 'ticket', action: 'comment', id: ticket, changes: () => names('content') },
  {
    weight: 3,
    entityType: 'payroll_upload_batch',
    action: 'upload',
    id: record(500),
    changes: (rng) => [
      { field: 'added', to: rng.int(50, 4000) },
      { field: 'updated', to: rng.int(0, 50) },
    ],
  },
  { weight: 2, entityType: 'payroll_company', action: 'update', id: record(8), changes: () => names('email') },
  {
    weight: 3,
    entityType: 'user',
    action: 'create',
    id: user,
    changes: (rng) => [
      ...names('email', 'firstName', 'lastName'),
      { field: 'role', to: rng.pick(['support', 'finance', 'client']) },
    ],
  },
  {
    weight: 2,
    entityType: 'user',
    action: 'role_change',
    id: user,
    changes: () => [{ field: 'role', from: 'support', to: 'finance' }],
  },
  { weight: 3, entityType: 'user', action: 'password_changed', id: user, changes: () => names('password') },
  {
    weight: 2,
    entityType: 'access_request',
    action: 'approve',
    id: record(400),
    changes: () => [{ field: 'status', from: 'pending', to: 'approved' }],
  },
  {
    weight: 2,
    entityType: 'feedback',
    action: 'update',
    id: record(600),
    changes: () => [{ field: 'status', from: 'open', to: 'in_progress' }],
  },
];
