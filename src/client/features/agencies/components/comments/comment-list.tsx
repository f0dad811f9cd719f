import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AgencyComment } from '../../../../../shared/api/agency-comments.ts';
import { commentTagLabel } from '../../../../../shared/domain/agencies.ts';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { CommentBody } from '../../../../components/comment-body.tsx';

/** The agency's comments, newest first: tag, the worker it is about, what was said, who and when. */
export function CommentList({ comments }: { comments: AgencyComment[] }) {
  if (comments.length === 0) return <EmptyMessage>No comments yet</EmptyMessage>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comments">
      {comments.map((comment) => (
        <Paper component="li" key={comment.id} withBorder p="sm" radius="md">
          <Group gap="xs" mb={4}>
            {comment.tag && (
              <Badge variant="light" color="grape">
                {commentTagLabel(comment.tag)}
              </Badge>
            )}
            {comment.workerName && (
              <Text size="xs" c="dimmed">
                {`About ${comment.workerName}`}
              </Text>
            )}
          </Group>
          <CommentBody {...comment} />
        </Paper>
      ))}
    </Stack>
  );
}
