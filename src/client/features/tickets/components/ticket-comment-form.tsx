import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { ticketCommentBody, ticketMessages } from '../../../../shared/api/tickets.ts';
import { useAddTicketComment } from '../api/add-ticket-comment.ts';

type Props = { ticketId: number; ticketNumber: string; isArchived: boolean };

/**
 * Add a comment (docs/domain.md, Tickets): empty or whitespace-only text cannot be sent. On a closed
 * ticket the box is disabled and says why (docs/domain.md, Tickets); the server refuses it too (409).
 */
export function TicketCommentForm({ ticketId, ticketNumber, isArchived }: Props) {
  const add = useAddTicketComment();
  const [content, setContent] = useState('');
  const isBlank = content.trim() === '';
  const submit = () => {
    const body = ticketCommentBody.safeParse({ content });
    if (!body.success || isArchived) return;
    add.mutate({ ticketId, body: body.data }, { onSuccess: () => setContent('') });
  };
  return (
    <form
      aria-label={`Add comment to ${ticketNumber}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          disabled={isArchived}
          description={isArchived ? undefined : 'Visible to everyone who works this ticket'}
        />
        {isArchived && (
          <Text size="sm" c="dimmed">
            {ticketMessages.commentsDisabled}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            leftSection={<IconMessagePlus size={14} aria-hidden />}
            disabled={isArchived || isBlank}
            loading={add.isPending}
          >
            Add Comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
