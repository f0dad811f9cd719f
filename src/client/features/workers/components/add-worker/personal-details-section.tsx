import { SimpleGrid } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CreateWorkerBody } from '../../../../../shared/api/workers.ts';
import { todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';
import {
  formatEmail,
  formatInitial,
  formatPhone,
  formatShareCode,
  initialFromFirstName,
} from '../../../../../shared/domain/uk-formatters.ts';
import { maritalStatuses, workerGenders, workerTitles } from '../../../../../shared/domain/worker-fields.ts';
import type { AddWorkerValues } from './add-worker-form.ts';
import { FormDateField, FormSelectField, FormTextField } from './form-fields.tsx';
import { nationalities } from './nationalities.ts';

type Props = { form: UseFormReturn<AddWorkerValues, unknown, CreateWorkerBody> };

/**
 * Personal Details. The initial follows the first name's first letter until the user types a
 * different one; a mismatch is only a notice (docs/domain.md).
 */
export function PersonalDetailsSection({ form }: Props) {
  const { control, getValues, setValue, formState } = form;
  const [initial, firstName] = useWatch({ control, name: ['initial', 'firstName'] });
  const expectedInitial = initialFromFirstName(firstName);
  const mismatch = Boolean(initial && expectedInitial && initial !== expectedInitial);

  function followFirstName(next: string, previous: string) {
    const current = getValues('initial');
    if (!current || current === initialFromFirstName(previous))
      setValue('initial', initialFromFirstName(next), { shouldValidate: formState.isSubmitted });
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <FormSelectField control={control} name="title" data={[...workerTitles]} data-autofocus />
      <FormTextField
        control={control}
        name="initial"
        maxLength={1}
        transform={formatInitial}
        description={mismatch ? `Notice: the initial does not match the first name (${expectedInitial})` : undefined}
        autoComplete="off"
      />
      <FormTextField control={control} name="firstName" autoComplete="off" onValueChange={followFirstName} />
      <FormTextField control={control} name="lastName" autoComplete="off" />
      <FormSelectField control={control} name="gender" data={[...workerGenders]} />
      <FormSelectField control={control} name="maritalStatus" data={[...maritalStatuses]} />
      <FormDateField control={control} name="dateOfBirth" maxDate={todayInLondon()} />
      <FormSelectField
        control={control}
        name="nationality"
        data={[...nationalities]}
        searchable
        nothingFoundMessage="No nationality found"
      />
      <FormTextField control={control} name="email" type="email" format={formatEmail} autoComplete="off" />
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        inputMode="numeric"
        placeholder="07123456789"
        transform={formatPhone}
        autoComplete="off"
      />
      <FormTextField control={control} name="immigrationShareCode" format={formatShareCode} autoComplete="off" />
    </SimpleGrid>
  );
}
