import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerFieldErrors, messageOf } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { businessTypeOptions } from '../../lib/labels.ts';

/** The fields of Add Agency and Edit Agency (docs/domain.md, Agencies). */
export type AgencyFormValues = {
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  city: string;
  postalCode: string;
  businessType: string | null;
};

export const agencyFormFields = [
  'name',
  'contactName',
  'contactEmail',
  'contactPhone',
  'address',
  'city',
  'postalCode',
  'businessType',
] as const;

export const emptyAgencyForm: AgencyFormValues = {
  name: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  address: '',
  city: '',
  postalCode: '',
  businessType: null,
};

/**
 * A refused Add or Edit Agency: the server's field messages go under their fields; otherwise a toast
 * titled `title`, saying why when the user can act on it (a name already taken).
 */
export function showAgencyFormRefusal(error: unknown, setError: UseFormSetError<AgencyFormValues>, title: string) {
  if (applyServerFieldErrors(error, setError, agencyFormFields)) return;
  const reason = error instanceof ApiError && error.status < 500 ? messageOf(error, '') : '';
  toast({ title, description: reason || undefined, variant: 'destructive' });
}

type Props<TOut extends FieldValues> = {
  control: Control<AgencyFormValues, unknown, TOut>;
  register: UseFormRegister<AgencyFormValues>;
  errors: FieldErrors<AgencyFormValues>;
};

/** Name, contact, e-mail, phone, address, city, postal code and business type; the first field takes focus. */
export function AgencyFormFields<TOut extends FieldValues>({ control, register, errors }: Props<TOut>) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Agency Name"
        required
        data-autofocus
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="Contact Name" required error={errors.contactName?.message} {...register('contactName')} />
        <TextInput
          label="Contact Email"
          type="email"
          autoComplete="off"
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <TextInput
          label="Contact Phone"
          type="tel"
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
        <Controller
          control={control}
          name="businessType"
          render={({ field }) => (
            <Select
              label="Business Type"
              placeholder="Choose a type"
              data={businessTypeOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              clearable
              error={errors.businessType?.message}
            />
          )}
        />
      </SimpleGrid>
      <TextInput label="Address" error={errors.address?.message} {...register('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="City" required error={errors.city?.message} {...register('city')} />
        <TextInput label="Postal Code" required error={errors.postalCode?.message} {...register('postalCode')} />
      </SimpleGrid>
    </Stack>
  );
}
