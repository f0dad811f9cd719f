import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuilding,
  IconChartBar,
  IconCurrencyPound,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';

/** The six feature cards (docs/domain.md). */
const features = [
  {
    icon: IconUsers,
    title: 'Worker Management',
    description: 'Onboard, authorise and track every temporary worker from first contact to P45.',
  },
  {
    icon: IconCurrencyPound,
    title: 'Payroll Integration',
    description: 'Upload weekly payroll by CSV and see pay, fees and margins at a glance.',
  },
  {
    icon: IconAlertTriangle,
    title: 'Compliance & Alerts',
    description: 'Right-to-work checks and document-expiry alerts before anything lapses.',
  },
  {
    icon: IconBuilding,
    title: 'Agency Management',
    description: 'Keep agencies, contacts, trust scores and payroll companies in one place.',
  },
  {
    icon: IconChartBar,
    title: 'Reports & Analytics',
    description: 'Compliance, payroll, right-to-work and P45 reports ready to export.',
  },
  {
    icon: IconShieldLock,
    title: 'Secure & Auditable',
    description: 'Role-based access with every change recorded in an audit trail.',
  },
];

export function FeatureCards() {
  return (
    <Container size="lg" py={56} component="section" aria-labelledby="features-heading">
      <Title order={2} ta="center" id="features-heading" mb="xs">
        Everything your back office needs
      </Title>
      <Text c="dimmed" ta="center" mb="xl">
        One system for workers, agencies, payroll and compliance.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {features.map(({ icon: Icon, title, description }) => (
          <Card key={title} withBorder padding="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md" mb={6}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
