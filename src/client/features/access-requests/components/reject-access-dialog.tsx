import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { FormDialog, useReportDirty } from '../../../components/form-dialog.tsx';
import { useForm } from 'react-hook-form';
import { rejectAccessBody, type AccessRequest } from '../../../../shared/api/access-requests.ts';
import { fullName } from '../../../lib/full-name.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useRejectAccessRequest, type RejectAccessBody } from '../api/reject-access-request.ts';

const resolver = schemaResolver<RejectAccessBody, typeof rejectAccessBody>(rejectAccessBody);

type Props = { request: AccessRequest | null; onClose: () => void };

/** Rejection needs a non-empty reason, which is e-mailed to the requester (docs/domain.md). */
export function RejectAccessDialog({ request, onClose }: Props) {
  return (
    <FormDialog opened={request !== null} onClose={onClose} title="Reject Access Request" size="md">
      {request && <RejectAccessForm key={request.id} request={request} onDone={onClose} />}
    </FormDialog>
  );
}

function RejectAccessForm({ request, onDone }: { request: AccessRequest; onDone: () => void }) {
  const reject = useRejectAccessRequest();
  const { register, handleSubmit, formState } = useForm<RejectAccessBody, unknown, RejectAccessBody>({
    resolver,
    defaultValues: { reason: '' },
  });
  useReportDirty(formState.isDirty);
  const submit = handleSubmit((body) => reject.mutate({ id: request.id, body }, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Reject the request from <strong>{fullName(request)}</strong> ({request.email}). The reason is sent to them by
          e-mail.
        </Text>
        <Textarea
          label="Reason"
          placeholder="Why is this request rejected?"
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
          <Button type="submit" color="red" loading={reject.isPending}>
            Reject
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
