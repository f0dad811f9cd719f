import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Logo } from '../../components/logo.tsx';
import { PRODUCT_NAME } from '../../lib/product.ts';

/** The current-user call failed with something other than 401 (docs/domain.md). */
export function StartupFailure() {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={440} w="100%" role="alert">
        <Stack align="center" gap="md" ta="center">
          <Logo size={48} />
          <Title order={1} size="h3">
            {PRODUCT_NAME}
          </Title>
          <Text>Loading failed. Please refresh the page.</Text>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
