import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { sarMessages, type SubjectAccessRequest } from '../../../../shared/api/subject-access-requests.ts';
import { sarDueDate } from '../../../../shared/domain/subject-access.ts';
import { FormDialog, useReportDirty } from '../../../components/form-dialog.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useChangeSubjectAccessRequest } from '../api/change-subject-access-request.ts';

type Props = { request: SubjectAccessRequest | null; onClose: () => void };

/** Extend once, by two further months, with the reason (docs/domain.md, "Subject access requests"). */
export function ExtendRequestDialog({ request, onClose }: Props) {
  return (
    <FormDialog opened={request !== null} onClose={onClose} title="Extend the request" size="md">
      {request && <ExtendForm key={request.id} request={request} onDone={onClose} />}
    </FormDialog>
  );
}

function ExtendForm({ request, onDone }: { request: SubjectAccessRequest; onDone: () => void }) {
  const extend = useChangeSubjectAccessRequest('Request extended');
  const { register, handleSubmit, setError, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
  });
  useReportDirty(formState.isDirty);
  const submit = handleSubmit(({ reason }) => {
    if (!reason.trim()) return setError('reason', { message: sarMessages.reasonRequired });
    extend.mutate({ id: request.id, body: { extensionReason: reason } }, { onSuccess: onDone });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          A request can be extended once, when it is complex or one of several from the same person. The new due date is{' '}
          <strong>{formatDay(sarDueDate(request.receivedDate, true))}</strong> (three months after it was received).
          Tell the person why within the first month.
        </Text>
        <Textarea
          label="Reason for the extension"
          autosize
          minRows={3}
          maxLength={1000}
          required
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={extend.isPending}>
            Extend
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
