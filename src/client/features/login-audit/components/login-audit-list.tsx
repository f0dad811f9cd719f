import { ScrollArea, Stack, Text } from '@mantine/core';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import type { LoginAuditPage } from '../api/get-login-audits.ts';
import { LoginAuditRow } from './login-audit-row.tsx';

/** The newest 100 matching sign-ins in a list 24rem high (docs/domain.md). */
export function LoginAuditList({ page }: { page: LoginAuditPage }) {
  if (page.audits.length === 0) return <EmptyMessage>No login audit records found</EmptyMessage>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {page.audits.length} of {page.total} {page.total === 1 ? 'record' : 'records'}
      </Text>
      {/* The viewport is what scrolls: it takes the focus, so the keyboard scrolls it too. */}
      <ScrollArea
        h="24rem"
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Login audit records' }}
      >
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {page.audits.map((audit) => (
            <LoginAuditRow key={audit.id} audit={audit} />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
