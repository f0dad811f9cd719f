import { ActionIcon, List, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { reportFigures } from '../lib/report-figures.ts';

const HELP_ID = 'report-formulas-help';

/**
 * How the six figures are computed (docs/domain.md "Payroll reports": "The page explains these
 * formulas in a help tooltip"). The icon takes focus and shows the tooltip on hover, focus and
 * touch; screen readers hear the same formulas as its description.
 */
export function ReportFormulasHelp() {
  const formulas = (
    <List size="sm" spacing={2}>
      {reportFigures.map((figure) => (
        <List.Item key={figure.label}>{`${figure.label} = ${figure.formula}`}</List.Item>
      ))}
    </List>
  );
  return (
    <>
      <Tooltip
        label={
          <>
            <Text size="sm" fw={600} mb={4}>
              How these figures are calculated
            </Text>
            {formulas}
          </>
        }
        multiline
        w={360}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="How these figures are calculated"
          aria-describedby={HELP_ID}
        >
          <IconInfoCircle size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <div id={HELP_ID} hidden>
        {reportFigures.map((figure) => `${figure.label} = ${figure.formula}.`).join(' ')}
      </div>
    </>
  );
}
