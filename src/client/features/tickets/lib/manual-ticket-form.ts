import dayjs from 'dayjs';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { manualTicketBody, ticketMessages, type ManualTicketBody } from '../../../../shared/api/tickets.ts';
import { DEFAULT_SLA_HOURS, manualTicketDefaults, type TicketSource } from '../../../../shared/domain/tickets.ts';

/** The Create Manual Ticket form as its inputs hold it (a Select's null, the picker's 'YYYY-MM-DD HH:mm:ss'). */
export type ManualTicketForm = {
  source: TicketSource | null;
  sourceId: string | null;
  /** The chosen worker's or agency's name, as the picker shows it. */
  sourceName: string;
  contactPerson: string;
  communicationMethod: string;
  outcome: string;
  priority: string;
  category: string;
  dueDate: string | null;
  notes: string;
};

export const manualTicketFields = [
  'source',
  'sourceId',
  'contactPerson',
  'communicationMethod',
  'outcome',
  'priority',
  'category',
  'dueDate',
  'notes',
] as const;

/** The spec's defaults (docs/domain.md): email, follow-up needed, medium, general, due 24 hours ahead. */
export function emptyManualTicket(now = new Date()): ManualTicketForm {
  return {
    source: null,
    sourceId: null,
    sourceName: '',
    contactPerson: '',
    communicationMethod: manualTicketDefaults.communicationMethod,
    outcome: manualTicketDefaults.outcome,
    priority: manualTicketDefaults.priority,
    category: manualTicketDefaults.category,
    dueDate: dayjs(now).add(DEFAULT_SLA_HOURS, 'hour').second(0).format('YYYY-MM-DD HH:mm:ss'),
    notes: '',
  };
}

/** The POST /api/tickets/manual body (docs/domain.md, Tickets); the picker's local time becomes an instant. */
export function toManualTicketBody(form: ManualTicketForm): ManualTicketBody {
  return {
    source: form.source as TicketSource,
    sourceId: form.sourceId === null ? '' : Number(form.sourceId),
    sourceName: form.sourceName || null,
    contactPerson: form.contactPerson.trim() || null,
    communicationMethod: form.communicationMethod as ManualTicketBody['communicationMethod'],
    outcome: form.outcome as ManualTicketBody['outcome'],
    priority: form.priority as ManualTicketBody['priority'],
    category: form.category as ManualTicketBody['category'],
    slaHours: DEFAULT_SLA_HOURS,
    dueDate: form.dueDate ? dayjs(form.dueDate).toISOString() : null,
    notes: form.notes,
    isManual: true,
  };
}

/**
 * Source, source item, contact person and description are required, each missing one marked with
 * 'Please fill in all required fields' (docs/domain.md, Tickets); then the shared schema checks the rest.
 */
export const manualTicketResolver: Resolver<ManualTicketForm, unknown, ManualTicketForm> = (values) => {
  const errors: FieldErrors<ManualTicketForm> = {};
  const missing = (field: keyof ManualTicketForm) =>
    (errors[field] = { type: 'required', message: ticketMessages.requiredFields });
  if (!values.source) missing('source');
  if (!values.sourceId) missing('sourceId');
  if (!values.contactPerson.trim()) missing('contactPerson');
  if (!values.notes.trim()) missing('notes');
  if (Object.keys(errors).length === 0) {
    const parsed = manualTicketBody.safeParse(toManualTicketBody(values));
    for (const issue of parsed.error?.issues ?? []) {
      const field = manualTicketFields.find((f) => f === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: 'schema', message: issue.message };
    }
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
