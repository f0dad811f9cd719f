import type { TicketPage } from '../../../../shared/api/tickets.ts';
import { BulkPanel } from '../../../components/bulk-panel.tsx';
import type { RowSelection } from '../../../lib/use-row-selection.ts';
import { ticketKeys } from '../api/ticket-keys.ts';
import { TicketBulkActions } from './ticket-bulk-actions.tsx';

type Props = {
  data: TicketPage | undefined;
  selection: RowSelection;
  /** The list's address (its query string): "every match" is what it matches. */
  query: string;
};

/** The queue's bulk actions (docs/domain.md, "Bulk actions"): the choice of tickets, the actions, what they did and Undo. */
export function TicketBulkPanel({ data, selection, query }: Props) {
  return (
    <BulkPanel
      entity="ticket"
      data={data}
      selection={selection}
      query={query}
      listKey={ticketKeys.lists()}
      actions={(props) => <TicketBulkActions {...props} />}
    />
  );
}
