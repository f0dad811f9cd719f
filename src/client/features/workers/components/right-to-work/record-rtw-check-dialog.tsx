import { FormDialog } from '../../../../components/form-dialog.tsx';
import { RtwCheckForm } from './rtw-check-form.tsx';

type Props = { workerId: number; opened: boolean; onClose: () => void };

/** 'Record a check': the form mounts only while open, so each opening starts empty; it closes once the check is stored. */
export function RecordRtwCheckDialog({ workerId, opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Record a right-to-work check" size="48rem">
      {opened && <RtwCheckForm workerId={workerId} onRecorded={onClose} onCancel={onClose} />}
    </FormDialog>
  );
}
