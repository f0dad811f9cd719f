import { Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import { Logo } from '../../../components/logo.tsx';
import { PRODUCT_NAME } from '../../../lib/product.ts';

export function LandingHeader({ onRequestAccess }: { onRequestAccess: () => void }) {
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-white)' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Logo />
            <Text fw={700} size="lg" visibleFrom="sm">
              {PRODUCT_NAME}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Button variant="default" onClick={onRequestAccess}>
              Request Access
            </Button>
            <Button component={Link} href="/login">
              Sign In
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
