import { Container, List, SimpleGrid, Text, Title } from '@mantine/core';

export function AboutSection() {
  return (
    <section style={{ background: 'var(--mantine-color-gray-0)' }} aria-labelledby="about-heading">
      <Container size="lg" py={56}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <div>
            <Title order={2} id="about-heading" mb="md">
              About the CRM
            </Title>
            <Text mb="sm">
              Built for the office staff of a UK agency-staffing and payroll business, the CRM replaces scattered
              spreadsheets with one trusted record of every worker, agency and pay run.
            </Text>
            <Text c="dimmed">
              Administrators grant access by role, so admin, finance, support and client users each see exactly the
              screens and data they need.
            </Text>
          </div>
          <List spacing="sm" size="sm">
            <List.Item>Worker onboarding with completion tracking and authorisation</List.Item>
            <List.Item>Bulk import of workers from CSV or Excel</List.Item>
            <List.Item>Document storage with expiry alerts for right-to-work evidence</List.Item>
            <List.Item>Weekly payroll summaries in pounds sterling</List.Item>
            <List.Item>Tickets and communication logs for every worker and agency</List.Item>
          </List>
        </SimpleGrid>
      </Container>
    </section>
  );
}
