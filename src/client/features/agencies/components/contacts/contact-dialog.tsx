import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { contactBody, type AgencyContact, type ContactBody } from '../../../../../shared/api/agency-contacts.ts';
import { contactDepartments } from '../../../../../shared/domain/agencies.ts';
import { FormDialog, useReportDirty } from '../../../../components/form-dialog.tsx';
import { useAddContact, useUpdateContact } from '../../api/contacts.ts';
import { rawValuesResolver } from '../../lib/raw-values-resolver.ts';

type ContactForm = {
  name: string;
  email: string;
  phone: string;
  position: string;
  department: string | null;
  notes: string;
  isPrimary: boolean;
};

const resolver = rawValuesResolver<ContactForm, typeof contactBody>(contactBody);

const formOf = (contact: AgencyContact | null): ContactForm => ({
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  position: contact?.position ?? '',
  department: contact?.department ?? null,
  notes: contact?.notes ?? '',
  isPrimary: contact?.isPrimary ?? false,
});

type Props = { agencyId: number; contact: AgencyContact | null; opened: boolean; onClose: () => void };

/** Add Contact and Edit Contact (docs/domain.md, Agencies): a name is required. */
export function ContactDialog({ agencyId, contact, opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={contact ? 'Edit Contact' : 'Add Contact'} size="lg">
      {opened && <ContactFormBody agencyId={agencyId} contact={contact} onDone={onClose} />}
    </FormDialog>
  );
}

function ContactFormBody({
  agencyId,
  contact,
  onDone,
}: {
  agencyId: number;
  contact: AgencyContact | null;
  onDone: () => void;
}) {
  const add = useAddContact();
  const update = useUpdateContact();
  const { control, register, handleSubmit, formState } = useForm<ContactForm, unknown, ContactForm>({
    resolver,
    defaultValues: formOf(contact),
  });
  const { errors } = formState;
  useReportDirty(formState.isDirty);
  const submit = handleSubmit((values) => {
    // The resolver has checked the values against the schema, so the department is one of its own.
    const body = { ...values, department: values.department ?? '' } as ContactBody;
    if (contact) update.mutate({ agencyId, contactId: contact.id, body }, { onSuccess: onDone });
    else add.mutate({ agencyId, body }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label="Name" required data-autofocus error={errors.name?.message} {...register('name')} />
          <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
          <TextInput label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
          <TextInput label="Position" error={errors.position?.message} {...register('position')} />
          <Controller
            control={control}
            name="department"
            render={({ field }) => (
              <Select
                label="Department"
                placeholder="Choose a department"
                data={[...contactDepartments]}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
                error={errors.department?.message}
              />
            )}
          />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} maxRows={5} error={errors.notes?.message} {...register('notes')} />
        <Checkbox label="Primary contact" {...register('isPrimary')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {contact ? 'Save Contact' : 'Add Contact'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
