import { Paper, Stack, Text } from '@mantine/core';
import type { Ticket } from '../../../../shared/api/tickets.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { CommentBody } from '../../../components/comment-body.tsx';
import { useTicketComments } from '../api/get-ticket-comments.ts';
import { TicketCommentForm } from './ticket-comment-form.tsx';

/** A ticket's comments section (docs/domain.md, Tickets): what was said, who and when, then the box to add one. */
export function TicketComments({ ticket }: { ticket: Ticket }) {
  const comments = useTicketComments(ticket.id);
  return (
    <Stack gap="sm">
      <QueryState
        isPending={comments.isPending}
        error={comments.error}
        errorTitle="Failed to load comments"
        loadingLabel="Loading comments"
      >
        {comments.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            No comments yet
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`Comments on ${ticket.ticketNumber}`}
          >
            {comments.data?.map((comment) => (
              <Paper component="li" key={comment.id} withBorder p="sm" radius="md" bg="gray.0">
                <CommentBody {...comment} />
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
      <TicketCommentForm
        ticketId={ticket.id}
        ticketNumber={ticket.ticketNumber}
        isArchived={ticket.tab === 'archive'}
      />
    </Stack>
  );
}
