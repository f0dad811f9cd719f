import type { ticketLabels } from '../../../../shared/domain/tickets.ts';
import {
  manualTicketMethods,
  manualTicketOutcomes,
  ticketCategories,
  ticketLabel,
  ticketPriorities,
  type TicketTab,
} from '../../../../shared/domain/tickets.ts';

/** A choice of a Mantine Select. */
export type Choice = { value: string; label: string };

const choicesOf = (kind: keyof typeof ticketLabels, values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: ticketLabel(kind, value) }));

/** The value lists of docs/domain.md with their labels (docs/domain.md: WhatsApp kept). */
export const priorityChoices = choicesOf('priority', ticketPriorities);
export const categoryChoices = choicesOf('category', ticketCategories);
export const methodChoices = choicesOf('method', manualTicketMethods);
export const outcomeChoices = choicesOf('outcome', manualTicketOutcomes);
export const sourceChoices: Choice[] = [
  { value: 'worker', label: 'Worker' },
  { value: 'agency', label: 'Agency' },
];

/** The queue's tabs as the screen labels them (docs/domain.md, Tickets). */
export const ticketTabLabels: { value: TicketTab; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'pending', label: 'Pending' },
  { value: 'archive', label: 'Archive' },
];

/** The badge colour of each priority, urgent the loudest. */
export const priorityColours: Record<string, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};
