import { Container, Text } from '@mantine/core';
import { PRODUCT_NAME } from '../../../lib/product.ts';

/** Copyright is the current year (docs/domain.md). */
export function LandingFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" py="lg">
        <Text size="sm" c="dimmed" ta="center">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
