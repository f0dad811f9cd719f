import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowLeft, IconMessagePlus, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { canAdministerAgencies, canEditAgencies } from '../../../../shared/domain/permissions.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { LegalHoldPanel } from '../../../components/legal-hold-panel.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentRole } from '../../../lib/current-user.ts';
import { useSetArchived } from '../api/archive-agency.ts';
import { useAgencyDetail } from '../api/get-agency.ts';
import { AgencyStatusBadge, TrustBadge } from '../components/agency-badges.tsx';
import { CommentList } from '../components/comments/comment-list.tsx';
import { AddCommentDialog } from '../components/detail/add-comment-dialog.tsx';
import { AgencyNotFound } from '../components/detail/agency-not-found.tsx';
import { DetailWorkersTable } from '../components/detail/detail-workers-table.tsx';
import { EditAgencyDialog } from '../components/detail/edit-agency-dialog.tsx';
import { InformationList } from '../components/enhanced/information-list.tsx';

const ARCHIVE_QUESTION = 'Are you sure you want to archive this agency?';

/**
 * The agency detail page /agency/{id} (docs/domain.md, Agencies): Information, Workers (n) and
 * Comments (n); Edit (staff), Archive or Unarchive (admin, Archive asks first) and Add Comment.
 */
// Stays long: a routed screen composing the profile panel and its sections, each a short block.
export default function AgencyDetailPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const detail = useAgencyDetail(id);
  const role = useCurrentRole();
  const archive = useSetArchived({ archiveFailure: 'Error archiving agency' });
  const [dialog, setDialog] = useState<'edit' | 'comment' | null>(null);

  const isMissing = id === 0 || (detail.error instanceof ApiError && detail.error.status === 404);
  if (isMissing) return <AgencyNotFound />;
  return (
    <QueryState
      isPending={detail.isPending}
      error={detail.error}
      errorTitle="Failed to load agency"
      loadingLabel="Loading agency"
    >
      {detail.data && (
        <Stack gap="lg">
          <Anchor component={Link} href="/agencies" size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap" component="span">
              <IconArrowLeft size={14} aria-hidden />
              Back to Agencies
            </Group>
          </Anchor>
          <Group justify="space-between" align="center">
            <Group gap="xs">
              <Title order={1} fz="h2">
                {detail.data.agency.name}
              </Title>
              <AgencyStatusBadge status={detail.data.agency.status} />
              <TrustBadge score={detail.data.agency.trustScore} />
              {detail.data.agency.isArchived && <Badge color="gray">Archived</Badge>}
            </Group>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconMessagePlus size={16} aria-hidden />}
                onClick={() => setDialog('comment')}
              >
                Add Comment
              </Button>
              {canEditAgencies(role) && (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setDialog('edit')}
                >
                  Edit
                </Button>
              )}
              {canAdministerAgencies(role) &&
                (detail.data.agency.isArchived ? (
                  <Button
                    color="green"
                    leftSection={<IconArchiveOff size={16} aria-hidden />}
                    loading={archive.isPending}
                    onClick={() => archive.mutate({ id, archived: false })}
                  >
                    Unarchive
                  </Button>
                ) : (
                  <Button
                    color="red"
                    leftSection={<IconArchive size={16} aria-hidden />}
                    loading={archive.isPending}
                    onClick={() =>
                      confirmAction({
                        title: 'Archive Agency',
                        message: ARCHIVE_QUESTION,
                        detail: 'It moves to the archived list; an administrator can unarchive it.',
                        confirmLabel: 'Archive',
                        onConfirm: () => archive.mutate({ id, archived: true }),
                      })
                    }
                  >
                    Archive
                  </Button>
                ))}
            </Group>
          </Group>
          <LegalHoldPanel entityType="agency" id={id} />
          <Paper withBorder p="md" radius="md">
            <Tabs defaultValue="information" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="information">Information</Tabs.Tab>
                <Tabs.Tab value="workers">{`Workers (${detail.data.workersTotal})`}</Tabs.Tab>
                <Tabs.Tab value="comments">{`Comments (${detail.data.commentsTotal})`}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="information">
                <InformationList agency={detail.data.agency} />
              </Tabs.Panel>
              <Tabs.Panel value="workers">
                <DetailWorkersTable workers={detail.data.workers} total={detail.data.workersTotal} />
              </Tabs.Panel>
              <Tabs.Panel value="comments">
                <CommentList comments={detail.data.comments} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
          <EditAgencyDialog agency={detail.data.agency} opened={dialog === 'edit'} onClose={() => setDialog(null)} />
          <AddCommentDialog
            agencyId={id}
            workers={detail.data.workers.map((w) => ({ value: String(w.id), label: `${w.firstName} ${w.lastName}` }))}
            opened={dialog === 'comment'}
            onClose={() => setDialog(null)}
          />
        </Stack>
      )}
    </QueryState>
  );
}
