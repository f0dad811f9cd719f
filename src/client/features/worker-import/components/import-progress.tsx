import { Stack, Stepper, Text } from '@mantine/core';
import { NamedProgress } from '../../../components/named-progress.tsx';
import { importSteps, stepNumber, stepProgress, type ImportStep } from '../lib/steps.ts';

/**
 * Where the import stands (docs/domain.md): the five steps and a bar at step / 5. The steps are
 * a guide, not a menu: each step's own buttons move on or back. A phone shows 'Step 2 of 5: Mapping'.
 */
export function ImportProgress({ step }: { step: ImportStep }) {
  const number = stepNumber(step);
  const label = importSteps[number - 1]?.label ?? '';
  return (
    <Stack gap="xs">
      <Stepper active={number - 1} size="sm" visibleFrom="sm" allowNextStepsSelect={false}>
        {importSteps.map((s, i) => (
          <Stepper.Step
            key={s.key}
            label={s.label}
            allowStepSelect={false}
            aria-current={i === number - 1 ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Text size="sm" hiddenFrom="sm">
        Step {number} of {importSteps.length}: {label}
      </Text>
      <NamedProgress value={stepProgress(step)} color="blue" label={`Import progress: step ${number} of 5, ${label}`} />
    </Stack>
  );
}
