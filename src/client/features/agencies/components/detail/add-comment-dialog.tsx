import { FormDialog } from '../../../../components/form-dialog.tsx';
import { AddCommentForm } from '../comments/add-comment-form.tsx';

type Props = {
  agencyId: number;
  workers: { value: string; label: string }[];
  opened: boolean;
  onClose: () => void;
};

/** The detail page's Add Comment dialog (docs/domain.md, Agencies); its failure toast is 'Error adding comment'. */
export function AddCommentDialog({ agencyId, workers, opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Add Comment" size="lg">
      {opened && (
        <AddCommentForm
          agencyId={agencyId}
          workers={workers}
          failureTitle="Error adding comment"
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}
