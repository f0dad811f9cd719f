import { useState } from 'react';
import { Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconBuilding, IconSearch, IconShieldCheck, IconShieldHalf, IconShieldX } from '@tabler/icons-react';
import { agencyStatuses } from '../../../../../shared/domain/agencies.ts';
import { agencyStatusLabel } from '../../../../../shared/domain/agency-display.ts';
import { StatCard } from '../../../../components/stat-card.tsx';
import { useUrlState } from '../../../../lib/use-url-state.ts';
import { useAgencySummary } from '../../api/get-agencies.ts';
import { AdminAgencyList } from './admin-agency-list.tsx';

const ALL = 'all';
const statusFilter = [
  { value: ALL, label: 'All Statuses' },
  ...agencyStatuses.map((value) => ({ value, label: agencyStatusLabel(value) })),
];
/** The tab's state in the address, beside the panel's own ?admintab=. */
const names = { q: 'agencyq', status: 'agencystatus', active: 'activepage', archived: 'archivedpage' } as const;
const pageOf = (text: string | null) => (text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1);

/**
 * The Admin Control Panel's Agencies tab (docs/domain.md, Agencies): search, status
 * filter, four summary cards, and the Active and Archived lists at 10 a page, each back to page 1
 * when the search or filter changes.
 */
// Stays long: the tab's layout (search, filter, cards, two lists) reads top to bottom as the screen does.
export function AdminAgenciesTab() {
  const [params, setParams] = useUrlState();
  const q = (params.get(names.q) ?? '').trim();
  const status = statusFilter.some((s) => s.value === params.get(names.status)) ? params.get(names.status)! : ALL;
  const [search, setSearch] = useState(q);
  const applySearch = useDebouncedCallback(
    (text: string) => setParams({ [names.q]: text.trim(), [names.active]: null, [names.archived]: null }),
    300,
  );
  const serverStatus = status === ALL ? '' : status;
  const summary = useAgencySummary({ q, status: serverStatus });

  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        Agency Management
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search agencies"
          placeholder="Name, contact or city"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label="Status"
          data={statusFilter}
          value={status}
          allowDeselect={false}
          onChange={(value) =>
            setParams({ [names.status]: value === ALL ? null : value, [names.active]: null, [names.archived]: null })
          }
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label="Total Agencies"
          value={summary.data?.total}
          isLoading={summary.isPending}
          color="blue"
          icon={<IconBuilding size={18} />}
        />
        <StatCard
          label="High Trust (70+)"
          value={summary.data?.high}
          isLoading={summary.isPending}
          color="teal"
          icon={<IconShieldCheck size={18} />}
        />
        <StatCard
          label="Medium Trust (50-69)"
          value={summary.data?.medium}
          isLoading={summary.isPending}
          color="yellow"
          icon={<IconShieldHalf size={18} />}
        />
        <StatCard
          label="Low Trust (below 50)"
          value={summary.data?.low}
          isLoading={summary.isPending}
          color="red"
          icon={<IconShieldX size={18} />}
        />
      </SimpleGrid>
      <AdminAgencyList
        archived={false}
        q={q}
        status={serverStatus}
        page={pageOf(params.get(names.active))}
        onPage={(page) => setParams({ [names.active]: page === 1 ? null : page }, { push: true })}
      />
      <AdminAgencyList
        archived
        q={q}
        status={serverStatus}
        page={pageOf(params.get(names.archived))}
        onPage={(page) => setParams({ [names.archived]: page === 1 ? null : page }, { push: true })}
      />
    </Stack>
  );
}
