import { Group, Select } from '@mantine/core';
import { feedbackOptions, type FeedbackLabelKind } from '../../../../../shared/domain/feedback.ts';
import type { FeedbackListState } from '../../lib/feedback-list-url.ts';

const ALL = 'all';
const filters: { kind: FeedbackLabelKind; label: string; all: string }[] = [
  { kind: 'status', label: 'Status', all: 'All Statuses' },
  { kind: 'category', label: 'Category', all: 'All Categories' },
  { kind: 'priority', label: 'Priority', all: 'All Priorities' },
];

type Props = {
  state: FeedbackListState;
  onChange: (change: Partial<Pick<FeedbackListState, FeedbackLabelKind>>) => void;
};

/** Status, category and priority (docs/domain.md), each with an All choice. */
export function FeedbackFilters({ state, onChange }: Props) {
  return (
    <Group align="flex-end" gap="sm">
      {filters.map(({ kind, label, all }) => (
        <Select
          key={kind}
          label={label}
          data={[{ value: ALL, label: all }, ...feedbackOptions(kind)]}
          value={state[kind] ?? ALL}
          allowDeselect={false}
          onChange={(value) => onChange({ [kind]: value === ALL ? null : value })}
          w={{ base: '100%', xs: 200 }}
        />
      ))}
    </Group>
  );
}
