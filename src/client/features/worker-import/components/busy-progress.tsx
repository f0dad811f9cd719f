import { Progress, Stack, Text } from '@mantine/core';

type Props = {
  /** What is running, said beside the bar and as its name: 'Validating 1,200 rows…'. */
  label: string;
  /** Percent done when known; without it the bar runs striped until the call answers. */
  value?: number;
};

/** The bar of a long step (upload, validate, submit: issue 10), named and announced as it changes. */
export function BusyProgress({ label, value }: Props) {
  const isKnown = value !== undefined;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress.Root size="lg" transitionDuration={200}>
        <Progress.Section
          value={isKnown ? value : 100}
          striped={!isKnown}
          animated={!isKnown}
          aria-label={label}
          aria-valuetext={isKnown ? `${Math.round(value)}%` : label}
        />
      </Progress.Root>
    </Stack>
  );
}
