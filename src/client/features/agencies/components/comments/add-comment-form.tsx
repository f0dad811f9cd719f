import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { commentBody, type CommentBody } from '../../../../../shared/api/agency-comments.ts';
import { commentTagLabel, commentTags } from '../../../../../shared/domain/agencies.ts';
import { useReportDirty } from '../../../../components/form-dialog.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { messageOf } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useAddComment } from '../../api/comments.ts';
import { rawValuesResolver } from '../../lib/raw-values-resolver.ts';

type CommentForm = { content: string; tag: string | null; workerId: string | null };

const resolver = rawValuesResolver<CommentForm, typeof commentBody>(commentBody, (values) => ({
  ...values,
  agencyId: 1,
}));
const empty: CommentForm = { content: '', tag: null, workerId: null };
const tagOptions = commentTags.map((tag) => ({ value: tag, label: commentTagLabel(tag) }));

type Props = {
  agencyId: number;
  /** The agency's workers a comment may be about (optional). */
  workers: { value: string; label: string }[];
  onDone?: () => void;
  onCancel?: () => void;
  /** The detail page words its failure 'Error adding comment', the dialog 'Failed to add comment'. */
  failureTitle: string;
};

/** Add Comment (docs/domain.md, Agencies): content required, a tag and a worker optional. */
// Stays long: a form's fields in screen order, each a few lines of JSX.
export function AddCommentForm({ agencyId, workers, onDone, onCancel, failureTitle }: Props) {
  const add = useAddComment();
  const { control, register, handleSubmit, formState, reset } = useForm<CommentForm, unknown, CommentForm>({
    resolver,
    defaultValues: empty,
  });
  useReportDirty(formState.isDirty);
  const submit = handleSubmit(({ content, tag, workerId }) => {
    const body: CommentBody = { agencyId, content, tag: tag ?? '', workerId: workerId ? Number(workerId) : null };
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Comment added successfully' });
        reset(empty);
        onDone?.();
      },
      onError: (error) =>
        toast({
          title: failureTitle,
          description: error instanceof ApiError && error.status < 500 ? messageOf(error, '') || undefined : undefined,
          variant: 'destructive',
        }),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add comment">
      <Stack gap="sm">
        <Textarea
          label="Comment"
          required
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          error={formState.errors.content?.message}
          {...register('content')}
        />
        <Group grow align="flex-start">
          <Controller
            control={control}
            name="tag"
            render={({ field }) => (
              <Select
                label="Tag"
                placeholder="Choose a tag"
                data={tagOptions}
                clearable
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {workers.length > 0 && (
            <Controller
              control={control}
              name="workerId"
              render={({ field }) => (
                <Select
                  label="Worker"
                  placeholder="About a worker (optional)"
                  data={workers}
                  searchable
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          )}
        </Group>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={add.isPending}>
            Add Comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
