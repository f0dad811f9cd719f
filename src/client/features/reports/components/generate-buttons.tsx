import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import type { ReportFormat } from '../../../../shared/api/reports.ts';

type Props = {
  /** The format being generated, if any: its button spins and both are disabled until it ends. */
  generating: ReportFormat | null;
  /** Start after end, or a date typed that is not a real day: nothing to generate until the dates are put right (said at the dates). */
  isBlocked: boolean;
  onGenerate: (format: ReportFormat) => void;
};

/** Generate CSV and Generate Excel (docs/domain.md; Excel is a real .xlsx, docs/domain.md). */
export function GenerateButtons({ generating, isBlocked, onGenerate }: Props) {
  const button = (format: ReportFormat, label: string, icon: ReactNode) => (
    <Button
      leftSection={icon}
      variant={format === 'csv' ? 'filled' : 'light'}
      loading={generating === format}
      disabled={isBlocked || generating !== null}
      onClick={() => onGenerate(format)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="sm">
      {button('csv', 'Generate CSV', <IconFileTypeCsv size={16} aria-hidden />)}
      {button('xlsx', 'Generate Excel', <IconFileSpreadsheet size={16} aria-hidden />)}
    </Group>
  );
}
