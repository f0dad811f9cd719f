import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  createPayrollCompanyBody,
  type CreatePayrollCompanyBody,
  type PayrollCompany,
} from '../../../../shared/api/payroll-companies.ts';
import { FormDialog, useReportDirty } from '../../../components/form-dialog.tsx';
import { applyServerFieldErrors, isRefusal } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePayrollCompany } from '../api/create-payroll-company.ts';
import { useUpdatePayrollCompany } from '../api/update-payroll-company.ts';
import { changedFields, companyFormFields, companyFormOf, type PayrollCompanyForm } from '../lib/company-form.ts';

/** The server's own body schema checks the dialog (docs/decisions/0002-fastify-zod-drizzle.md): a name is required after trimming. */
const resolver = schemaResolver<PayrollCompanyForm, typeof createPayrollCompanyBody>(createPayrollCompanyBody);

type Props = { opened: boolean; company: PayrollCompany | null; onClose: () => void };

/** Add and edit a payroll company (docs/domain.md). */
export function PayrollCompanyDialog({ opened, company, onClose }: Props) {
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={company ? 'Edit Payroll Company' : 'Add Payroll Company'}
      size="lg"
    >
      {opened && <PayrollCompanyFormBody key={company?.id ?? 'new'} company={company} onDone={onClose} />}
    </FormDialog>
  );
}

function PayrollCompanyFormBody({ company, onDone }: { company: PayrollCompany | null; onDone: () => void }) {
  const create = useCreatePayrollCompany();
  const update = useUpdatePayrollCompany();
  const { register, handleSubmit, setError, formState } = useForm<
    PayrollCompanyForm,
    unknown,
    CreatePayrollCompanyBody
  >({ resolver, defaultValues: companyFormOf(company) });
  const { errors, dirtyFields } = formState;
  useReportDirty(formState.isDirty);

  // A refused value goes under its field too (the toast alone would leave the user guessing which).
  const showRefusal = (error: unknown) => {
    if (isRefusal(error, 'DUPLICATE_NAME')) setError('name', { type: 'server', message: error.body?.message });
    else applyServerFieldErrors(error, setError, companyFormFields);
  };

  const save = (body: CreatePayrollCompanyBody) => {
    if (!company) return create.mutate(body, { onSuccess: onDone, onError: showRefusal });
    const changes = changedFields(body, dirtyFields);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate({ id: company.id, body: changes }, { onSuccess: onDone, onError: showRefusal });
  };

  // A missing name is also said in a toast titled 'Validation Error' (docs/domain.md, Payroll companies).
  const sayInvalid = (invalid: FieldErrors<PayrollCompanyForm>) => {
    if (invalid.name?.message)
      toast({ title: 'Validation Error', description: invalid.name.message, variant: 'destructive' });
  };
  const submit = handleSubmit(save, sayInvalid);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput label="Company Name" required data-autofocus error={errors.name?.message} {...register('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
          <TextInput label="PAYE Reference" error={errors.payeReference?.message} {...register('payeReference')} />
          <TextInput label="Supplier Name" error={errors.supplierName?.message} {...register('supplierName')} />
          <TextInput
            label="Internal Reference"
            error={errors.internalReference?.message}
            {...register('internalReference')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {company ? 'Save Changes' : 'Add Company'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
