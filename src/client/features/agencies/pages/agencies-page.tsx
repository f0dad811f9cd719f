import { useRef, useState } from 'react';
import { Box, Button, Group, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { IconBuildingPlus, IconFileImport, IconSearch } from '@tabler/icons-react';
import { canAdministerAgencies, canEditAgencies } from '../../../../shared/domain/permissions.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentRole } from '../../../lib/current-user.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useAgencyPage } from '../api/get-agencies.ts';
import { AgencyAccessDenied } from '../components/agency-access-denied.tsx';
import { AddAgencyDialog } from '../components/form/add-agency-dialog.tsx';
import { ImportCsvDialog } from '../components/import/import-csv-dialog.tsx';
import { AgencyList } from '../components/list/agency-list.tsx';
import { agencyListUrlPatch, readAgencyListUrl, type AgencyListState, type AgencyListTab } from '../lib/list-url.ts';
import { useSearchBox } from '../../../lib/use-search-box.ts';

const tabs = [
  { value: 'active', label: 'Active Agencies', empty: 'No agencies found' },
  { value: 'archived', label: 'Archived Agencies', empty: 'No archived agencies found' },
] as const;

/**
 * Agency Management (docs/domain.md, Agencies): search, the Active and (admin) Archived tabs, paged
 * cards, Add Agency (staff) and Import CSV (admin). The tab, search, page and page size live in
 * the address, so a reload, Back and a shared link restore them.
 */
// Stays long: a routed screen composing its header, filters and list around the address state.
export default function AgenciesPage() {
  const [params, setParams] = useUrlState();
  const role = useCurrentRole();
  const isAdmin = canAdministerAgencies(role);
  const state = readAgencyListUrl(params);
  const tab: AgencyListTab = isAdmin ? state.tab : 'active';
  const change = (patch: Partial<AgencyListState>, push = false) => setParams(agencyListUrlPatch(patch), { push });
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const searchBox = useSearchBox(state.q, (q) => change({ q, page: 1 }));

  const agencies = useAgencyPage({
    archived: tab === 'archived',
    page: state.page,
    pageSize: state.pageSize,
    q: state.q,
  });
  if (agencies.error instanceof ApiError && agencies.error.status === 403) return <AgencyAccessDenied />;
  // A page emptied by an archive (the last card of the last page): show the new last page.
  const data = agencies.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  if (data && !agencies.isPlaceholderData && state.page > lastPage) change({ page: lastPage });

  const goToPage = (page: number) => {
    change({ page }, true);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Agency Management
        </Title>
        <Group gap="sm">
          {isAdmin && (
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setDialog('import')}
            >
              Import CSV
            </Button>
          )}
          {canEditAgencies(role) && (
            <Button leftSection={<IconBuildingPlus size={16} aria-hidden />} onClick={() => setDialog('add')}>
              Add Agency
            </Button>
          )}
        </Group>
      </Group>
      <TextInput
        label="Search agencies"
        placeholder="Name, contact or city"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchBox.search}
        onChange={(event) => searchBox.type(event.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
      />
      <Box ref={listTop} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}>
        <Tabs value={tab} onChange={(value) => value && change({ tab: value as AgencyListTab, page: 1 }, true)}>
          <Tabs.List mb="md">
            {tabs
              .filter((t) => isAdmin || t.value === 'active')
              .map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {t.value === tab && (
                <AgencyList
                  data={data}
                  isPending={agencies.isPending}
                  isStale={agencies.isPlaceholderData}
                  error={agencies.error}
                  emptyMessage={t.empty}
                  canArchive={isAdmin && t.value === 'active'}
                  onPage={goToPage}
                  onPageSize={(pageSize) => change({ pageSize, page: 1 })}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Box>
      <AddAgencyDialog opened={dialog === 'add'} onClose={() => setDialog(null)} />
      {isAdmin && <ImportCsvDialog opened={dialog === 'import'} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
