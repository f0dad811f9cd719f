import { useRef } from 'react';
import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link } from 'wouter';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSearchBox } from '../../../lib/use-search-box.ts';
import { useUrlState, type UrlPatch } from '../../../lib/use-url-state.ts';
import { useExportAuditTrail } from '../api/export-audit-trail.ts';
import { useAuditTrail } from '../api/get-audit-trail.ts';
import { AuditFilters } from '../components/audit-filters.tsx';
import { AuditPager } from '../components/audit-pager.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import {
  activeFilterCount,
  clearedTrailFilters,
  newerPage,
  newestPage,
  olderPage,
  readTrailUrl,
  trailFilterParams,
  trailPageParams,
  trailUrlPatch,
  type TrailState,
} from '../lib/trail-url.ts';

/**
 * The audit trail (/admin/audit-trail, permission audit_trail; docs/domain.md): every
 * change, newest first, who made it and which fields changed. The filters, the page size and the
 * page live in the address; Export CSV downloads every entry the filters match.
 */
export default function AuditTrailPage() {
  const [params, setParams] = useUrlState();
  const state = readTrailUrl(params);
  const change = (patch: Partial<TrailState>) => setParams(trailUrlPatch(patch));
  const actorBox = useSearchBox(state.actor, (actor) => change({ actor }));
  const entityIdBox = useSearchBox(state.entityId, (entityId) => change({ entityId }));
  const trail = useAuditTrail(trailPageParams(state));
  const exporting = useExportAuditTrail();
  const tableTop = useRef<HTMLDivElement>(null);
  const goTo = (patch: UrlPatch) => {
    setParams(patch, { push: true });
    tableTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} href="/admin" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to Admin Control Panel
        </Group>
      </Anchor>
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Audit Trail
          </Title>
          <Text size="sm" c="dimmed">
            Every change, newest first: who made it, when, and which fields changed. Personal values are never kept.
          </Text>
        </Stack>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate(trailFilterParams(state))}
        >
          Export CSV
        </Button>
      </Group>
      <AuditFilters
        state={state}
        typed={{ actor: actorBox.search, entityId: entityIdBox.search }}
        onType={(field, text) => (field === 'actor' ? actorBox : entityIdBox).type(text)}
        onChange={change}
        onClear={() => {
          actorBox.clear();
          entityIdBox.clear();
          change(clearedTrailFilters);
        }}
      />
      <Box ref={tableTop} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}>
        <QueryState
          isPending={trail.isPending}
          error={trail.error}
          errorTitle="Could not load the audit trail"
          loadingLabel="Loading the audit trail"
        >
          {trail.data && (
            <Stack gap="sm">
              {trail.data.items.length === 0 ? (
                <EmptyMessage>
                  {activeFilterCount(state) > 0 ? 'No audit entries match these filters' : 'No audit entries yet'}
                </EmptyMessage>
              ) : (
                <AuditTable entries={trail.data.items} />
              )}
              <AuditPager
                data={trail.data}
                onNewest={() => goTo(newestPage)}
                onNewer={(cursor) => goTo(newerPage(state.page, cursor))}
                onOlder={(cursor) => goTo(olderPage(state.page, cursor))}
                onPageSize={(pageSize) => change({ pageSize })}
              />
            </Stack>
          )}
        </QueryState>
      </Box>
    </Stack>
  );
}
