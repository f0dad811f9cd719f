import { Group, Radio, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuilding,
  IconCurrencyPound,
  IconId,
  IconLogout,
  IconShieldCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ReportType } from '../../../../shared/api/reports.ts';
import { reportTypeInfo } from '../lib/report-types.ts';

const icons: Record<ReportType, Icon> = {
  workers: IconUsers,
  agencies: IconBuilding,
  payroll: IconCurrencyPound,
  compliance: IconShieldCheck,
  rtw: IconId,
  p45: IconLogout,
};

type Props = {
  /** The types the user may generate (all six, or five without the payroll permission). */
  types: readonly ReportType[];
  value: ReportType | null;
  onChange: (type: ReportType) => void;
};

/**
 * The report type cards (docs/domain.md; all six, docs/domain.md "Reports"): one radio group.
 * Tab reaches the chosen card (the first when none is), arrows move and choose, as radio buttons do.
 */
export function ReportTypeCards({ types, value, onChange }: Props) {
  const focusable = value ?? types[0];
  return (
    <Radio.Group
      label="Report type"
      value={value ?? ''}
      onChange={(next) => onChange(next as ReportType)}
      labelProps={{ fz: 'md', fw: 600, mb: 'xs' }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {types.map((type) => {
          const Icon = icons[type];
          const { label, description } = reportTypeInfo[type];
          return (
            <Radio.Card
              key={type}
              id={`report-type-${type}`}
              value={type}
              radius="md"
              p="md"
              tabIndex={type === focusable ? 0 : -1}
              // A button centres its content; cards of one row start their text at the same height.
              style={{ display: 'flex', alignItems: 'flex-start' }}
              aria-labelledby={`report-type-${type}-label`}
              aria-describedby={`report-type-${type}-description`}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator aria-hidden />
                <div>
                  <Group gap={6} wrap="nowrap">
                    <ThemeIcon variant="light" size="sm" radius="sm" aria-hidden>
                      <Icon size={14} />
                    </ThemeIcon>
                    <Text fw={600} id={`report-type-${type}-label`}>
                      {label}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" mt={4} id={`report-type-${type}-description`}>
                    {description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
