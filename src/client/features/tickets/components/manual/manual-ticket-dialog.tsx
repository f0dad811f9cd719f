import { FormDialog } from '../../../../components/form-dialog.tsx';
import { ManualTicketFormView } from './manual-ticket-form.tsx';

type Props = { opened: boolean; onClose: () => void };

/** Create Manual Ticket (docs/domain.md, Tickets); the form mounts only while open, so each opening starts afresh. */
export function ManualTicketDialog({ opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Create Manual Ticket" size="lg">
      {opened && <ManualTicketFormView onDone={onClose} />}
    </FormDialog>
  );
}
