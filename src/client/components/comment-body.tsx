import { Text } from '@mantine/core';
import { formatDateTime } from '../lib/format-date.ts';

type Props = { content: string; createdAt: string; createdBy: string | null | undefined };

/** A comment as every comment list shows it (an agency's, a ticket's): its text as typed, then when and by whom. */
export function CommentBody({ content, createdAt, createdBy }: Props) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {content}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {formatDateTime(createdAt)}
        {createdBy ? ` by ${createdBy}` : ''}
      </Text>
    </>
  );
}
