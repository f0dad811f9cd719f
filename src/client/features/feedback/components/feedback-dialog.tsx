import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { feedbackBody } from '../../../../shared/api/feedback.ts';
import { feedbackOptions } from '../../../../shared/domain/feedback.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';

const categoryOptions = feedbackOptions('category');
const priorityOptions = feedbackOptions('priority');

/** The limits of feedbackBody, counted as the user types (issue 9, item 6). */
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 1000;
const lengthCounter = (value: string, max: number) => `${value.length}/${max}`;

type FeedbackInput = z.input<typeof feedbackBody>;
type FeedbackOutput = z.output<typeof feedbackBody>;

/** Feedback dialog (docs/domain.md): category, priority (default medium), title, description. */
// Stays long: a form's fields in screen order, each with its counter, a few lines of JSX.
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const submit = useSubmitFeedback();
  const form = useForm<FeedbackInput, unknown, FeedbackOutput>({
    resolver: schemaResolver<FeedbackInput, typeof feedbackBody>(feedbackBody),
    defaultValues: { category: undefined, priority: 'medium', title: '', description: '' },
  });
  const { errors } = form.formState;
  const [title = '', description = ''] = useWatch({ control: form.control, name: ['title', 'description'] });

  const onValid = (values: FeedbackOutput) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Feedback Submitted',
          description: 'Your feedback has been submitted successfully. Thank you for helping us improve!',
        });
        onClose();
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to submit feedback. Please try again.', variant: 'destructive' }),
    });
  const onInvalid = () =>
    toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });

  return (
    <FormDialog opened onClose={onClose} isDirty={form.formState.isDirty} title="Submit Feedback" size="lg">
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select
                  label="Category"
                  placeholder="Select a category"
                  data={categoryOptions}
                  required
                  allowDeselect={false}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.category?.message}
                  comboboxProps={{ withinPortal: true }}
                  data-autofocus
                />
              )}
            />
            <Controller
              control={form.control}
              name="priority"
              render={({ field }) => (
                <Select
                  label="Priority"
                  data={priorityOptions}
                  allowDeselect={false}
                  value={field.value ?? 'medium'}
                  onChange={(value) => field.onChange(value ?? 'medium')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.priority?.message}
                />
              )}
            />
          </Group>
          <TextInput
            label="Title"
            placeholder="Brief summary of your feedback"
            required
            maxLength={TITLE_MAX}
            description={lengthCounter(title, TITLE_MAX)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label="Description"
            placeholder="Describe your feedback in detail"
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={DESCRIPTION_MAX}
            description={lengthCounter(description, DESCRIPTION_MAX)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={submit.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Submit Feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
