import type { ReactNode } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { partsOf } from '../lib/markup.ts';
import type { HelpStep } from '../lib/types.ts';

/** Help text with each control's label (**Label**) in bold, as it reads on the button. */
export function HelpText({ text }: { text: string }) {
  return partsOf(text).map((part, i) =>
    part.isControl ? (
      <Text key={i} component="strong" inherit fw={700}>
        {part.text}
      </Text>
    ) : (
      part.text
    ),
  );
}

/** One titled part of an entry's details (Steps, Symptoms, ...). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={4} fz="sm">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A bulleted list of help texts. */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <List size="sm" spacing={4}>
      {items.map((item) => (
        <List.Item key={item}>
          <HelpText text={item} />
        </List.Item>
      ))}
    </List>
  );
}

/** Numbered steps, each with its tip underneath. */
export function StepList({ steps }: { steps: readonly HelpStep[] }) {
  return (
    <List type="ordered" size="sm" spacing="xs">
      {steps.map((step) => (
        <List.Item key={step.text}>
          <HelpText text={step.text} />
          {step.tip && (
            <Text component="span" display="block" size="sm" c="dimmed" mt={2}>
              <IconBulb size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              Tip: <HelpText text={step.tip} />
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
