import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { createAgencyBody } from '../../../../../shared/api/agencies.ts';
import { FormDialog, useReportDirty } from '../../../../components/form-dialog.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useCreateAgency } from '../../api/create-agency.ts';
import { rawValuesResolver } from '../../lib/raw-values-resolver.ts';
import {
  AgencyFormFields,
  showAgencyFormRefusal,
  emptyAgencyForm,
  type AgencyFormValues,
} from './agency-form-fields.tsx';

const resolver = rawValuesResolver<AgencyFormValues, typeof createAgencyBody>(createAgencyBody);

type Props = { opened: boolean; onClose: () => void };

/** Add Agency (docs/domain.md, Agencies); the form mounts only while open, so each opening starts empty. */
export function AddAgencyDialog({ opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Add Agency" size="lg">
      {opened && <AddAgencyForm onDone={onClose} />}
    </FormDialog>
  );
}

function AddAgencyForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAgency();
  const { control, register, handleSubmit, formState, setError } = useForm<AgencyFormValues, unknown, AgencyFormValues>(
    { resolver, defaultValues: emptyAgencyForm },
  );
  useReportDirty(formState.isDirty);

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Agency created successfully' });
        onDone();
      },
      onError: (error) => showAgencyFormRefusal(error, setError, 'Failed to create agency'),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <AgencyFormFields control={control} register={register} errors={formState.errors} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add Agency
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
