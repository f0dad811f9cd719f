import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { putAgencyBody, type Agency } from '../../../../../shared/api/agencies.ts';
import { FormDialog, useReportDirty } from '../../../../components/form-dialog.tsx';
import { toast } from '../../../../lib/toast.ts';
import { usePutAgency } from '../../api/update-agency.ts';
import { rawValuesResolver } from '../../lib/raw-values-resolver.ts';
import { AgencyFormFields, showAgencyFormRefusal, type AgencyFormValues } from '../form/agency-form-fields.tsx';

const resolver = rawValuesResolver<AgencyFormValues, typeof putAgencyBody>(putAgencyBody);

const formOf = (agency: Agency): AgencyFormValues => ({
  name: agency.name,
  contactName: agency.contactName,
  contactEmail: agency.contactEmail ?? '',
  contactPhone: agency.contactPhone ?? '',
  address: agency.address ?? '',
  city: agency.city,
  postalCode: agency.postalCode,
  businessType: agency.businessType,
});

type Props = { agency: Agency; opened: boolean; onClose: () => void };

/** Edit Agency (docs/domain.md, Agencies): the create form's fields and rules, prefilled; PUT the full edit. */
export function EditAgencyDialog({ agency, opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Edit Agency" size="lg">
      {opened && <EditAgencyForm agency={agency} onDone={onClose} />}
    </FormDialog>
  );
}

function EditAgencyForm({ agency, onDone }: { agency: Agency; onDone: () => void }) {
  const put = usePutAgency();
  const { control, register, handleSubmit, formState, setError } = useForm<AgencyFormValues, unknown, AgencyFormValues>(
    {
      resolver,
      defaultValues: formOf(agency),
    },
  );
  useReportDirty(formState.isDirty);
  const submit = handleSubmit((body) =>
    put.mutate(
      { id: agency.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Agency updated successfully' });
          onDone();
        },
        onError: (error) => showAgencyFormRefusal(error, setError, 'Error updating agency'),
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <AgencyFormFields control={control} register={register} errors={formState.errors} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={put.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
