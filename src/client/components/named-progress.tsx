import { Progress } from '@mantine/core';

type Props = { value: number; color: string; label: string };

/**
 * A progress bar with a name. Mantine gives role="progressbar" to the bar's section, not to its
 * root, so a name set on <Progress> never reaches it; this puts the name on the section itself.
 */
export function NamedProgress({ value, color, label }: Props) {
  return (
    <Progress.Root transitionDuration={200}>
      <Progress.Section value={value} color={color} aria-label={label} />
    </Progress.Root>
  );
}
