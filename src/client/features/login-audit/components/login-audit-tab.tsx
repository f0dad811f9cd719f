import { useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { QueryState } from '../../../components/query-state.tsx';
import { useLoginAudits, type LoginAuditFilters } from '../api/get-login-audits.ts';
import { emptyLoginAuditFilters, LoginAuditFiltersBar } from './login-audit-filters.tsx';
import { LoginAuditList } from './login-audit-list.tsx';
import { LoginAuditStatsCards } from './login-audit-stats.tsx';

/** Login audit (docs/domain.md): stats, filters and the list; typing in Email waits 300 ms. */
export function LoginAuditTab() {
  const [filters, setFilters] = useState<LoginAuditFilters>(emptyLoginAuditFilters);
  const [debouncedEmail] = useDebouncedValue(filters.email, 300);
  const audits = useLoginAudits({ ...filters, email: debouncedEmail });

  return (
    <Stack gap="md">
      <LoginAuditStatsCards />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} fz="md">
            Login History
          </Title>
          <LoginAuditFiltersBar value={filters} onChange={setFilters} />
          <QueryState
            isPending={audits.isPending}
            error={audits.error}
            errorTitle="Failed to fetch login audits"
            loadingLabel="Loading login audits"
          >
            {audits.data && <LoginAuditList page={audits.data} />}
          </QueryState>
        </Stack>
      </Paper>
    </Stack>
  );
}
