import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isTemplateApplied, type QuickTemplate } from '../lib/quick-templates.ts';
import type { ReportForm } from '../lib/report-form.ts';
import { reportTypeInfo } from '../lib/report-types.ts';

type Props = { templates: QuickTemplate[]; form: ReportForm; onApply: (template: QuickTemplate) => void };

/** Quick Templates (docs/domain.md): one click fills the form; Generate then makes the file. */
export function QuickTemplates({ templates, form, onApply }: Props) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="quick-templates-title">
      <Title order={2} fz="h4" id="quick-templates-title">
        Quick Templates
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {templates.map((template) => {
          const isApplied = isTemplateApplied(form, template);
          return (
            <Paper key={template.id} withBorder p="md" radius="md" role="group" aria-label={template.title}>
              <Stack gap={6} h="100%" justify="space-between" align="flex-start">
                <div>
                  <Text fw={600}>{template.title}</Text>
                  <Text size="sm" c="dimmed">
                    {template.description}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {reportTypeInfo[template.form.type].label}
                  </Text>
                </div>
                <Button size="xs" variant="light" aria-pressed={isApplied} onClick={() => onApply(template)}>
                  {isApplied ? 'Applied' : 'Use template'}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
