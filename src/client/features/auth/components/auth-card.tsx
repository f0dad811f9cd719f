import type { ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { Logo } from '../../../components/logo.tsx';
import { PRODUCT_NAME } from '../../../lib/product.ts';

/** The centred card of the login and reset-password pages; the logo links to / (docs/domain.md). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="md" p="xl" maw={420} w="100%">
        <Stack align="center" gap={4} mb="lg">
          <Anchor component={Link} href="/" aria-label={`${PRODUCT_NAME} home`}>
            <Logo size={52} />
          </Anchor>
          <Title order={1} size="h2" mt="xs">
            {title}
          </Title>
          <Text size="sm" c="dimmed" ta="center">
            {PRODUCT_NAME}
          </Text>
        </Stack>
        {children}
      </Paper>
    </Center>
  );
}
