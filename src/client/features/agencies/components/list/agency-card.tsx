import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconChevronDown, IconChevronUp, IconListDetails } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { Agency } from '../../../../../shared/api/agencies.ts';
import { addedAgo } from '../../../../../shared/domain/agency-display.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { useSetArchived } from '../../api/archive-agency.ts';
import { AgencyStatusBadge, TrustBadge } from '../agency-badges.tsx';
import { AgencyCardDetails } from './agency-card-details.tsx';

// The profile panel and the detail dialog load on first use only.
const AgencyProfilePanel = lazy(() =>
  import('../profile/agency-profile-panel.tsx').then((m) => ({ default: m.AgencyProfilePanel })),
);
const AgencyDetailDialog = lazy(() =>
  import('../enhanced/agency-detail-dialog.tsx').then((m) => ({ default: m.AgencyDetailDialog })),
);

/**
 * One agency in the list (docs/domain.md, Agencies): its name (a link to its detail page), badges,
 * facts and "Added ... ago"; View Profile opens the profile panel under the card, Details the
 * agency detail dialog; an admin's Active tab adds Archive, confirmed first (docs/domain.md,
 * "Archiving").
 */
export function AgencyCard({ agency, canArchive = false }: { agency: Agency; canArchive?: boolean }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const setArchived = useSetArchived();
  const archive = () =>
    confirmAction({
      title: 'Archive Agency',
      message: `Archive ${agency.name}?`,
      detail: 'It moves to Archived Agencies, where an admin can unarchive it.',
      confirmLabel: 'Archive',
      color: 'orange',
      onConfirm: () => setArchived.mutate({ id: agency.id, archived: true }),
    });
  return (
    <Paper component="article" aria-label={agency.name} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" align="center">
            <Title order={2} fz="lg">
              <Anchor component={Link} href={`/agency/${agency.id}`} inherit underline="hover">
                {agency.name}
              </Anchor>
            </Title>
            <AgencyStatusBadge status={agency.status} />
            <TrustBadge score={agency.trustScore} />
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconListDetails size={14} aria-hidden />}
              onClick={() => setIsDialogOpen(true)}
            >
              Details
            </Button>
            <Button
              variant="light"
              size="xs"
              aria-expanded={isExpanded}
              rightSection={
                isExpanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
              }
              onClick={() => setIsExpanded((v) => !v)}
            >
              {isExpanded ? 'Hide Profile' : 'View Profile'}
            </Button>
            {canArchive && (
              <Button
                variant="light"
                color="orange"
                size="xs"
                leftSection={<IconArchive size={14} aria-hidden />}
                disabled={setArchived.isPending}
                onClick={archive}
              >
                Archive
              </Button>
            )}
          </Group>
        </Group>
        <AgencyCardDetails agency={agency} />
        <Text size="xs" c="dimmed">
          {addedAgo(agency.createdAt)}
        </Text>
        {isExpanded && (
          <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Suspense fallback={<PanelLoader />}>
              <AgencyProfilePanel agency={agency} />
            </Suspense>
          </Box>
        )}
      </Stack>
      {isDialogOpen && (
        <Suspense fallback={null}>
          <AgencyDetailDialog agencyId={agency.id} agencyName={agency.name} onClose={() => setIsDialogOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

function PanelLoader() {
  return (
    <Center py="md">
      <Loader size="sm" role="status" aria-label="Loading profile" />
    </Center>
  );
}
