import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { Controller, useForm } from 'react-hook-form';
import { useReportDirty } from '../../../../components/form-dialog.tsx';
import { applyServerFieldErrors } from '../../../../lib/errors.ts';
import { useCreateManualTicket } from '../../api/create-manual-ticket.ts';
import {
  emptyManualTicket,
  manualTicketFields,
  manualTicketResolver,
  toManualTicketBody,
  type ManualTicketForm,
} from '../../lib/manual-ticket-form.ts';
import { sourceChoices } from '../../lib/options.ts';
import { ContactPersonField } from './contact-person-field.tsx';
import { ManualTicketChoices } from './manual-ticket-choices.tsx';
import { SourceItemField } from './source-item-field.tsx';

/**
 * The manual ticket's fields (docs/domain.md, Tickets): source, the worker or agency,
 * contact person, method, expected outcome, priority, category, due date and description.
 */
// Stays long: a form's nine fields in screen order, each a few lines of JSX.
export function ManualTicketFormView({ onDone }: { onDone: () => void }) {
  const create = useCreateManualTicket();
  const form = useForm<ManualTicketForm, unknown, ManualTicketForm>({
    resolver: manualTicketResolver,
    defaultValues: emptyManualTicket(),
  });
  const { control, handleSubmit, formState, setValue, watch, setError } = form;
  useReportDirty(formState.isDirty);
  const errors = formState.errors;
  const source = watch('source');
  const sourceId = watch('sourceId');

  const submit = handleSubmit((values) =>
    create.mutate(toManualTicketBody(values), {
      onSuccess: onDone,
      onError: (error) => applyServerFieldErrors(error, setError, manualTicketFields),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create manual ticket">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Controller
            control={control}
            name="source"
            render={({ field }) => (
              <Select
                label="Source"
                required
                placeholder="Worker or agency"
                data={sourceChoices}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  // Another source: the item and its contact person start again.
                  setValue('sourceId', null);
                  setValue('sourceName', '');
                  setValue('contactPerson', '');
                }}
                onBlur={field.onBlur}
                error={errors.source?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <SourceItemField form={form} source={source} />
          <Controller
            control={control}
            name="contactPerson"
            render={({ field }) => (
              <ContactPersonField
                source={source}
                agencyId={source === 'agency' && sourceId ? Number(sourceId) : null}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.contactPerson?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="dueDate"
            render={({ field }) => (
              <DateTimePicker
                label="Due Date"
                valueFormat="DD/MM/YYYY HH:mm"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                minDate={new Date()}
                error={errors.dueDate?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <ManualTicketChoices control={control} />
        </SimpleGrid>
        <Controller
          control={control}
          name="notes"
          render={({ field }) => (
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              maxRows={8}
              maxLength={5000}
              {...field}
              error={errors.notes?.message}
            />
          )}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Ticket
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
