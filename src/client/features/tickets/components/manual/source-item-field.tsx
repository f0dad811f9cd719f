import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextInput } from '@mantine/core';
import type { TicketSource } from '../../../../../shared/domain/tickets.ts';
import { useAgencyChoices } from '../../api/search-agencies.ts';
import { useWorkerChoices } from '../../api/search-workers.ts';
import type { ManualTicketForm } from '../../lib/manual-ticket-form.ts';
import { SearchPicker } from '../../../../components/search-picker.tsx';

type Props = { form: UseFormReturn<ManualTicketForm, unknown, ManualTicketForm>; source: TicketSource | null };

/**
 * The source item (docs/domain.md, Tickets): an authorised worker, whose name becomes the locked
 * contact person, or an agency, whose contacts the contact person is chosen from.
 */
export function SourceItemField({ form, source }: Props) {
  const { control, setValue, getValues, formState } = form;
  const error = formState.errors.sourceId?.message;
  if (source === null)
    return <TextInput label="Source Item" required disabled placeholder="Choose the source first" error={error} />;
  const isWorker = source === 'worker';
  return (
    <Controller
      control={control}
      name="sourceId"
      render={({ field }) => (
        <SearchPicker
          // A new source is a new search.
          key={source}
          label={isWorker ? 'Worker' : 'Agency'}
          placeholder={isWorker ? 'Search authorised workers' : 'Search agencies'}
          nothingFound={isWorker ? 'No authorised workers found' : 'No agencies found'}
          useChoices={isWorker ? useWorkerChoices : useAgencyChoices}
          value={field.value ? { value: field.value, label: getValues('sourceName') } : null}
          onChange={(choice) => {
            field.onChange(choice?.value ?? null);
            setValue('sourceName', choice?.label ?? '');
            setValue('contactPerson', isWorker ? (choice?.label ?? '') : '', { shouldValidate: formState.isSubmitted });
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
