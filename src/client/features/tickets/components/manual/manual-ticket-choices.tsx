import { Select } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { ManualTicketForm } from '../../lib/manual-ticket-form.ts';
import { categoryChoices, methodChoices, outcomeChoices, priorityChoices, type Choice } from '../../lib/options.ts';

type ChoiceField = 'communicationMethod' | 'outcome' | 'priority' | 'category';

const fields: { name: ChoiceField; label: string; data: Choice[] }[] = [
  { name: 'communicationMethod', label: 'Communication Method', data: methodChoices },
  { name: 'outcome', label: 'Expected Outcome', data: outcomeChoices },
  { name: 'priority', label: 'Priority', data: priorityChoices },
  { name: 'category', label: 'Category', data: categoryChoices },
];

/** The four lists of a manual ticket, each starting at the spec's default (docs/domain.md). */
export function ManualTicketChoices({ control }: { control: Control<ManualTicketForm, unknown, ManualTicketForm> }) {
  return fields.map(({ name, label, data }) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={field.value}
          onChange={(next) => next && field.onChange(next)}
          onBlur={field.onBlur}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  ));
}
