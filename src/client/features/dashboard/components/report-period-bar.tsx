import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconRotate } from '@tabler/icons-react';
import type { PeriodKind } from '../../../../shared/domain/payroll-periods.ts';
import { returnToCurrentLabel } from '../lib/report-period-nav.ts';

type Props = {
  kind: PeriodKind;
  label: string;
  isCurrent: boolean;
  onKind: (kind: PeriodKind) => void;
  onStep: (steps: number) => void;
  onReturn: () => void;
};

/**
 * The period of Payroll Reports (docs/domain.md): the Week/Month toggle, Previous and Next, and
 * 'Return to Current Week' / 'Return to Current Month' when another period is shown. The label
 * is announced when it changes.
 */
export function ReportPeriodBar({ kind, label, isCurrent, onKind, onStep, onReturn }: Props) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Report period"
          value={kind}
          onChange={(value) => onKind(value === 'month' ? 'month' : 'week')}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
        <Text fw={600} aria-live="polite">
          {label}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} onClick={() => onStep(-1)}>
          Previous
        </Button>
        <Button variant="default" rightSection={<IconChevronRight size={16} aria-hidden />} onClick={() => onStep(1)}>
          Next
        </Button>
        {!isCurrent && (
          <Button variant="light" leftSection={<IconRotate size={16} aria-hidden />} onClick={onReturn}>
            {returnToCurrentLabel(kind)}
          </Button>
        )}
      </Group>
    </Group>
  );
}
