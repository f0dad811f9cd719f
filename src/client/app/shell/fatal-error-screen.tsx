import { Alert, Button, Center, Code, Collapse, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../lib/product.ts';

type Props = { error: unknown; onTryAgain: () => void };

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/**
 * The fatal-error screen (docs/domain.md). The sentence about development instability is shown
 * only in development builds (docs/domain.md).
 */
export function FatalErrorScreen({ error, onTryAgain }: Props) {
  const [detailsOpen, details] = useDisclosure(false);
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%" role="alert">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconAlertTriangle size={32} color="var(--mantine-color-red-6)" aria-hidden />
            <Title order={1} size="h3">
              {PRODUCT_NAME}
            </Title>
          </Group>
          <Text>Something went wrong while showing this page.</Text>
          {import.meta.env.DEV && (
            <Alert color="yellow" variant="light">
              The application encountered an error. This is likely due to development environment instability.
            </Alert>
          )}
          <div>
            <UnstyledButton onClick={details.toggle} aria-expanded={detailsOpen} aria-controls="fatal-error-details">
              <Group gap={4}>
                {detailsOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                <Text fw={500}>Error Details</Text>
              </Group>
            </UnstyledButton>
            <Collapse expanded={detailsOpen} id="fatal-error-details">
              <Code block mt="xs">
                {messageOf(error)}
              </Code>
            </Collapse>
          </div>
          <Group>
            <Button onClick={onTryAgain}>Try Again</Button>
            <Button variant="default" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
