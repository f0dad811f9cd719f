import '@mantine/dates/styles.css';
import { Select, Textarea, TextInput, type ComboboxData } from '@mantine/core';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { initialFromFirstName } from '../../../../../shared/domain/uk-formatters.ts';
import { workerFieldLabel } from '../../../../../shared/domain/worker-fields.ts';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { useAgencyOptions } from '../../../../lib/agency-options.ts';
import { isAutofillField } from '../../api/get-autofill-suggestions.ts';
import { usePayrollCompanyOptions } from '../../../../lib/payroll-company-options.ts';
import { displayedValue, initialMismatchNotice, type EditableWorkerField } from '../../hooks/autosave-batch.ts';
import type { WorkerAutosave } from '../../hooks/use-autosave.ts';
import { FieldWarningText, useBankCheckWarning } from '../../hooks/use-bank-check.tsx';
import { AutofillInput } from '../autofill-input.tsx';
import { formatOnBlur, isRequiredField, type ProfileField } from './worker-profile-fields.ts';

type Props = { config: ProfileField; worker: Worker; autosave: WorkerAutosave };

const asText = (value: unknown) => (typeof value === 'string' ? value : null);

/** An empty required field is outlined amber (docs/domain.md); an error outline wins. */
const missingStyles = { input: { borderColor: 'var(--mantine-color-yellow-6)' } };

/** One worker field edited in place: formatted as typed and when left, saved by the autosave. */
// Stays long: one switch over the input kinds, each a short block of props.
export function InlineField({ config, worker, autosave }: Props) {
  const { field } = config;
  const label = workerFieldLabel(field);
  const value = displayedValue(worker, autosave.draft, field);
  const text = value === null ? '' : String(value);
  const error = autosave.errors[field];
  const required = isRequiredField(field);
  const common = { label, required, error, styles: required && !text && !error ? missingStyles : undefined };
  const bankWarning = useBankCheckWarning(
    field === 'accountNumber' ? asText(displayedValue(worker, autosave.draft, 'sortCode')) : null,
    field === 'accountNumber' ? text : null,
  );

  switch (config.kind) {
    case 'agency':
    case 'payrollCompany':
      return (
        <AssignmentSelect
          config={config}
          value={typeof value === 'number' ? value : null}
          autosave={autosave}
          common={common}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={withCurrentValue(config.data, text)}
          value={text || null}
          onChange={(next) => {
            autosave.change(field, next);
            autosave.validate(field, next);
          }}
          searchable
          nothingFoundMessage="No matching option"
        />
      );
    case 'date':
      return (
        <EnGbDateInput
          {...common}
          value={text || null}
          onChange={(next) => autosave.change(field, next)}
          allowDeselect
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => autosave.change(field, event.currentTarget.value)}
          onBlur={() => leaveField(field, text, autosave)}
        />
      );
    case 'text': {
      const onChange = (next: string) => autosave.change(field, config.whileTyping ? config.whileTyping(next) : next);
      const onBlur = () => {
        leaveField(field, text, autosave);
        // The initial is filled from the first name when it is still empty (docs/domain.md).
        if (field === 'firstName' && text.trim() && !displayedValue(worker, autosave.draft, 'initial'))
          autosave.change('initial', initialFromFirstName(text));
      };
      const description =
        field === 'initial'
          ? initialMismatchNotice(value, displayedValue(worker, autosave.draft, 'firstName'))
          : bankWarning && <FieldWarningText message={bankWarning} />;
      const inputProps = {
        ...common,
        description,
        placeholder: config.placeholder,
        inputMode: config.inputMode,
        maxLength: field === 'initial' ? 1 : undefined,
        autoComplete: 'off',
        onBlur,
      };
      if (isAutofillField(field))
        return <AutofillInput {...inputProps} field={field} value={text} onChange={onChange} />;
      return <TextInput {...inputProps} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
    }
  }
}

type Choice = string | { value: string };
const isChoice = (item: Choice, value: string) => (typeof item === 'string' ? item : item.value) === value;

/** A stored value the list does not offer (an imported nationality, say) still shows, as the first choice. */
function withCurrentValue(data: ComboboxData, value: string): ComboboxData {
  if (!value) return data;
  const items = data as readonly (Choice | { group: string; items: Choice[] })[];
  const isOffered = items.some((item) =>
    typeof item === 'object' && 'items' in item ? item.items.some((i) => isChoice(i, value)) : isChoice(item, value),
  );
  return isOffered ? data : ([value, ...items] as ComboboxData);
}

/** Leaving an edited field applies the full formatter (post code spacing, trimming) and shows its message. */
function leaveField(field: ProfileField['field'], text: string, autosave: WorkerAutosave) {
  if (!(field in autosave.draft) || field === 'agencyId' || field === 'payrollCompanyId') return;
  const formatted = formatOnBlur(field, text);
  if (formatted !== text) autosave.change(field, formatted);
  autosave.validate(field, formatted);
}

type AssignmentProps = {
  config: Extract<ProfileField, { kind: 'agency' | 'payrollCompany' }>;
  value: number | null;
  autosave: WorkerAutosave;
  common: { label: string; required: boolean; error: string | undefined };
};

function AssignmentSelect({ config, value, autosave, common }: AssignmentProps) {
  const agencies = useAgencyOptions();
  const companies = usePayrollCompanyOptions();
  const options = config.kind === 'agency' ? agencies : companies;
  const field: EditableWorkerField = config.field;
  return (
    <Select<number>
      {...common}
      data={options.data ?? []}
      value={value}
      onChange={(next) => autosave.change(field, next)}
      searchable
      placeholder={options.isPending ? 'Loading...' : undefined}
      nothingFoundMessage="No matching option"
    />
  );
}
