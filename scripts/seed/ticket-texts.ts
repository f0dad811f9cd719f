import type { TicketCategory, TicketPriority } from '../../src/shared/domain/tickets.ts';

/**
 * What the demo tickets are about: the notes a UK agency-staffing back office writes, each with the
 * category and priority a triage would give it. `{week}` is a week-ending Sunday (DD/MM/YYYY),
 * `{invoice}` an invoice number, `{count}` a small number of workers.
 */
export type TicketScenario = { notes: string; category: TicketCategory; priority: TicketPriority };

export const workerTicketScenarios: readonly TicketScenario[] = [
  {
    notes: 'Right to work share code expired, chase worker for new code',
    category: 'compliance',
    priority: 'high',
  },
  {
    notes: 'Passport scan unreadable; asked the worker to upload a clearer copy',
    category: 'document-issue',
    priority: 'medium',
  },
  {
    notes: 'Worker says holiday pay is missing from the payslip for week ending {week}; check the timesheet',
    category: 'payroll-issue',
    priority: 'high',
  },
  {
    notes: 'Emergency tax code 0T applied; ask the worker for the P45 from their previous employer',
    category: 'payroll-issue',
    priority: 'medium',
  },
  {
    notes: 'Bank details changed over the phone; verify with the worker before the next pay run',
    category: 'payroll-issue',
    priority: 'urgent',
  },
  {
    notes: 'Worker asking for a reference letter for a tenancy application',
    category: 'general',
    priority: 'low',
  },
  {
    notes: 'Worker queried the night shift rate against the assignment schedule for week ending {week}',
    category: 'contract-query',
    priority: 'medium',
  },
  {
    notes: 'Proof of address is older than three months; request a recent utility bill or bank statement',
    category: 'document-issue',
    priority: 'medium',
  },
  {
    notes: 'DBS certificate due for renewal; send the worker the update service link',
    category: 'compliance',
    priority: 'medium',
  },
  {
    notes: 'Student loan deductions (Plan 2) started without an SL1 notice; check with HMRC',
    category: 'payroll-issue',
    priority: 'high',
  },
  {
    notes: 'Worker changed mobile number; update the record and confirm by text',
    category: 'general',
    priority: 'low',
  },
  {
    notes: 'NI number missing; worker has applied to HMRC, chase for the confirmation letter',
    category: 'compliance',
    priority: 'high',
  },
  {
    notes: 'Internal audit found no right to work check on file; recheck before the next shift',
    category: 'urgent-audit',
    priority: 'urgent',
  },
  {
    notes: 'Pension opt-out form received after the one-month window; refer to payroll',
    category: 'payroll-issue',
    priority: 'medium',
  },
  {
    notes: 'Worker disputes the contract end date in the key information document',
    category: 'contract-query',
    priority: 'medium',
  },
  {
    notes: 'Visa expiry date next month; book a follow-up right to work check',
    category: 'compliance',
    priority: 'high',
  },
];

export const agencyTicketScenarios: readonly TicketScenario[] = [
  {
    notes: 'Agency disputing invoice {invoice} for week ending {week}: says 12 hours were overcharged',
    category: 'payroll-issue',
    priority: 'high',
  },
  {
    notes: 'Agency asking to renegotiate the fee per worker from next quarter',
    category: 'contract-query',
    priority: 'medium',
  },
  {
    notes: "Employer's liability insurance certificate expired; request the renewed certificate",
    category: 'compliance',
    priority: 'high',
  },
  {
    notes: 'Compliance audit: agency to send right to work records for {count} workers by Friday',
    category: 'urgent-audit',
    priority: 'urgent',
  },
  {
    notes: 'Timesheets for week ending {week} not received; payroll cut-off is Tuesday noon',
    category: 'payroll-issue',
    priority: 'urgent',
  },
  {
    notes: 'New branch manager; update the agency contact details',
    category: 'general',
    priority: 'low',
  },
  {
    notes: 'Signed terms of business not returned; chase the branch manager',
    category: 'contract-query',
    priority: 'medium',
  },
  {
    notes: 'Key information documents missing for {count} new starters',
    category: 'document-issue',
    priority: 'medium',
  },
  {
    notes: 'Remittance advice does not match invoice {invoice}; ask accounts for a breakdown',
    category: 'payroll-issue',
    priority: 'medium',
  },
  {
    notes: 'Agency asking for two extra forklift drivers on nights from Monday',
    category: 'general',
    priority: 'low',
  },
];

/** Follow-ups staff write under a ticket. */
export const ticketCommentTexts: readonly string[] = [
  'Left a voicemail; will try again tomorrow morning.',
  'Emailed the upload link and a reminder of the deadline.',
  'Spoke to them; they will send it by Friday.',
  'Chased again, no reply yet.',
  'Escalated to the payroll team lead.',
  'Received, checked and filed on the record.',
  'Texted a reminder.',
  'Waiting on HMRC; nothing we can do until the letter arrives.',
  'Checked the timesheet against the invoice: the hours match.',
  'Agreed a correction on the next pay run.',
];
