import type { SearchCandidate } from '../../../shared/domain/search.ts';
import { ticketBadgeOf } from '../../../shared/domain/tickets.ts';
import type { CandidateRow } from './search.repository.ts';

/** How long a ticket's notes may be in a subtitle. */
const NOTES_SHOWN = 80;

const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');

const shortened = (text: string | null) =>
  text && text.length > NOTES_SHOWN ? `${text.slice(0, NOTES_SHOWN - 1).trimEnd()}…` : text;

/**
 * Where a payroll company opens: Payroll Company Management for an admin (its search set to the
 * name), else the payroll records paid through it (docs/domain.md, "Search and the command palette").
 */
export type CompanyAddress = (row: { id: number; name: string }) => string;

/** A row of the read model as a search candidate: its title, subtitle and the address that opens it. */
export function toCandidate(row: CandidateRow, companyAddress: CompanyAddress): SearchCandidate {
  const match = { id: row.id, tier: row.tier, score: row.score, title: row.title };
  switch (row.type) {
    case 'worker':
      // NI number, e-mail and agency tell two workers of one name apart; a Left worker says so.
      return {
        ...match,
        type: 'worker',
        subtitle: joined(row.f1, row.f2, row.f3, row.f4 === 'left' ? 'Left' : null),
        url: `/workers/${row.id}`,
      };
    case 'agency':
      return {
        ...match,
        type: 'agency',
        subtitle: joined(row.f1, row.f2, row.f3 ? 'Archived' : null),
        url: `/agency/${row.id}`,
      };
    case 'ticket': {
      const badge = ticketBadgeOf({
        status: row.f2 ?? 'open',
        assignedTo: row.f4 ? Number(row.f4) : null,
        commentCount: 0,
      });
      return {
        ...match,
        type: 'ticket',
        subtitle: joined(row.f1, badge.label, shortened(row.f3)),
        url: `/tickets?ticket=${row.id}`,
      };
    }
    case 'payrollCompany':
      return {
        ...match,
        type: 'payrollCompany',
        subtitle: joined(row.f1, row.f2 ? `PAYE ${row.f2}` : null),
        url: companyAddress({ id: row.id, name: row.title }),
      };
  }
}
