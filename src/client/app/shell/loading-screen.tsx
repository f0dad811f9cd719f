import { Center, Loader, Stack, Text } from '@mantine/core';
import { Logo } from '../../components/logo.tsx';
import { PRODUCT_NAME } from '../../lib/product.ts';

/** Shown until the current user is known (docs/domain.md). */
export function LoadingScreen() {
  return (
    <Center mih="100vh">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Logo size={56} />
        <Text fw={600} size="lg">
          {PRODUCT_NAME}
        </Text>
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      </Stack>
    </Center>
  );
}
