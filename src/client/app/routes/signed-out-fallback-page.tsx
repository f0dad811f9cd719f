import { Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearch } from 'wouter';
import { Logo } from '../../components/logo.tsx';
import { loginPathReturningTo } from '../../lib/next-path.ts';
import { PRODUCT_NAME } from '../../lib/product.ts';

/**
 * Any other path while signed out (docs/domain.md). Sign In returns to this address once signed
 * in, so a deep link or a bookmark lands on the page asked for (docs/domain.md "Addresses").
 */
export default function SignedOutFallbackPage() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" maw={460} w="100%">
        <Stack align="center" ta="center" gap="md">
          <Anchor component={Link} href="/" aria-label={`${PRODUCT_NAME} home`}>
            <Logo size={48} />
          </Anchor>
          <Title order={1} size="h3">
            Please sign in
          </Title>
          <Text c="dimmed">You need to sign in to the {PRODUCT_NAME} to view this page.</Text>
          <Group>
            <Button component={Link} href={loginPathReturningTo(search ? `${path}?${search}` : path)}>
              Sign In
            </Button>
            <Button component={Link} href="/" variant="default">
              Home
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
