import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { FeedbackItem } from '../../../../../shared/api/feedback.ts';
import { feedbackLabel, type FeedbackLabelKind } from '../../../../../shared/domain/feedback.ts';

const colours: Record<FeedbackLabelKind, Record<string, string>> = {
  category: { feature_request: 'violet', bug_report: 'red', improvement: 'cyan', other: 'gray' },
  priority: { low: 'gray', medium: 'blue', high: 'orange', urgent: 'red' },
  status: { open: 'blue', in_progress: 'yellow', resolved: 'green', closed: 'gray' },
};
const variants = { category: 'outline', priority: 'light', status: 'filled' } as const;
const spoken = { category: 'Category', priority: 'Priority', status: 'Status' } as const;

/** One badge; a screen reader hears what it is ('Status: In Progress'), the eye sees the label. */
export function FeedbackBadge({ kind, value }: { kind: FeedbackLabelKind; value: string }) {
  return (
    <Badge color={colours[kind][value] ?? 'gray'} variant={variants[kind]} data-kind={kind}>
      <VisuallyHidden>{`${spoken[kind]}: `}</VisuallyHidden>
      {feedbackLabel(kind, value)}
    </Badge>
  );
}

/** Category, priority and status, in that order (docs/domain.md). */
export function FeedbackBadges({ item }: { item: FeedbackItem }) {
  return (
    <Group gap="xs">
      <FeedbackBadge kind="category" value={item.category} />
      <FeedbackBadge kind="priority" value={item.priority} />
      <FeedbackBadge kind="status" value={item.status} />
    </Group>
  );
}
