import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

/** The landing page's stated figures (docs/domain.md). */
const figures = [
  { value: '500+', label: 'Active Workers' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
];

export function LandingHero({ onExploreFeatures }: { onExploreFeatures: () => void }) {
  return (
    <section style={{ background: 'linear-gradient(135deg, var(--mantine-color-blue-0), var(--mantine-color-white))' }}>
      <Container size="lg" py={64}>
        <Stack align="center" ta="center" gap="lg">
          <Title order={1} fz={{ base: 32, sm: 44 }} maw={820}>
            Manage your temporary workforce, agencies and payroll in one place
          </Title>
          <Text size="lg" c="dimmed" maw={680}>
            The internal centralised worker CRM for UK agency staffing and payroll: onboarding, compliance, documents,
            tickets and reports, with role-based access and a full audit trail.
          </Text>
          <Group>
            <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onExploreFeatures}>
              Explore Features
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mt="lg" w="100%" maw={720}>
            {figures.map((figure) => (
              <Paper key={figure.label} withBorder p="md" radius="md">
                <Text fz={28} fw={800} c="blue.7">
                  {figure.value}
                </Text>
                <Text c="dimmed" size="sm">
                  {figure.label}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
