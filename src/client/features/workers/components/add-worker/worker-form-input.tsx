import type { ComboboxData } from '@mantine/core';
import { todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';
import {
  formatAccountNumber,
  formatEmail,
  formatInitial,
  formatNiNumber,
  formatPhone,
  formatPostCode,
  formatShareCode,
  formatSortCode,
  formatTaxCode,
  formatUpper,
} from '../../../../../shared/domain/uk-formatters.ts';
import { workerFieldTable } from '../../../../../shared/domain/worker-fields.ts';
import type { AddWorkerField } from './add-worker-form.ts';
import { AgencyField, PayrollCompanyField } from './assignment-fields.tsx';
import { countyGroups } from './counties.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextField,
  type AddWorkerControl,
  type TextFieldProps,
} from './form-fields.tsx';
import { nationalities } from './nationalities.ts';

/** What a field's input may be told besides what the worker field table says of it. */
export type InputHints = Omit<TextFieldProps, 'control' | 'name'> & {
  /** A choice list of the form's own (the table has none for these fields). */
  list?: ComboboxData;
  searchable?: boolean;
  nothingFoundMessage?: string;
  /** A date no later than today (a birth date). */
  notAfterToday?: boolean;
};

/**
 * How the form takes a field in where the worker field table alone does not say: formats applied
 * as typed (transform) or when the field is left (format), placeholders, keyboards, lists of its
 * own. A field not named here gets a calendar (a date), a list (a choice) or a text box.
 */
const formInputs: Partial<Record<AddWorkerField, InputHints>> = {
  title: { 'data-autofocus': true },
  initial: { maxLength: 1, transform: formatInitial },
  dateOfBirth: { notAfterToday: true },
  nationality: { list: nationalities, searchable: true, nothingFoundMessage: 'No nationality found' },
  email: { type: 'email', format: formatEmail },
  phone: { type: 'tel', inputMode: 'numeric', placeholder: '07123456789', transform: formatPhone },
  immigrationShareCode: { format: formatShareCode },
  county: { list: countyGroups, searchable: true, nothingFoundMessage: 'No county found' },
  postCode: { placeholder: 'SW1A 1AA', format: formatPostCode },
  sortCode: { placeholder: '00-00-00', inputMode: 'numeric', format: formatSortCode },
  accountNumber: { placeholder: '12345678', inputMode: 'numeric', format: formatAccountNumber },
  bacsReference: { format: formatUpper },
  niNumber: { placeholder: 'AB123456C', format: formatNiNumber },
  taxCode: { placeholder: '1257L', format: formatTaxCode },
  employeeReference: { format: formatUpper },
  worksReference: { format: formatUpper },
};

type Props = { control: AddWorkerControl; name: AddWorkerField; extra?: InputHints };

/** One field of the Add and Edit forms, labelled and marked required from the worker field table. */
export function WorkerFormInput({ control, name, extra }: Props) {
  if (name === 'agencyId') return <AgencyField control={control} />;
  if (name === 'payrollCompanyId') return <PayrollCompanyField control={control} />;
  const { list, searchable, nothingFoundMessage, notAfterToday, ...hints } = { ...formInputs[name], ...extra };
  const { isDate, choices } = workerFieldTable[name];
  if (isDate)
    return <FormDateField control={control} name={name} maxDate={notAfterToday ? todayInLondon() : undefined} />;
  const data = list ?? choices;
  if (data)
    return (
      <FormSelectField
        control={control}
        name={name}
        data={data}
        searchable={searchable}
        nothingFoundMessage={nothingFoundMessage}
        data-autofocus={hints['data-autofocus']}
      />
    );
  return <FormTextField control={control} name={name} autoComplete="off" {...hints} />;
}
