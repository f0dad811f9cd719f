import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconBookmark, IconUsers } from '@tabler/icons-react';
import { Link, useSearch } from 'wouter';
import { canonicalViewQuery, type SavedViewList } from '../../../../shared/domain/saved-views.ts';
import { useCurrentRole } from '../../../lib/current-user.ts';
import { useSavedViewCounts, useSavedViews } from '../api/get-saved-views.ts';
import { SaveViewDialog } from './save-view-dialog.tsx';
import { SavedViewMenu } from './saved-view-menu.tsx';

/**
 * Saved views of a list (docs/domain.md, "Saved views"), beside its tabs: each view is a link to
 * its address with its count, the one the list shows now marked; Save view keeps the list as it
 * is. Only an administrator shares a view; only its owner changes it.
 */
export function SavedViewsBar({ list }: { list: SavedViewList }) {
  const views = useSavedViews(list);
  const counts = useSavedViewCounts(list);
  const query = canonicalViewQuery(list, useSearch());
  const canShare = useCurrentRole() === 'admin';
  const [isSaving, setIsSaving] = useState(false);
  const labelId = `saved-views-${list}`;
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600}>
        Saved views
      </Text>
      {(views.data ?? []).map((view) => {
        const count = counts.data?.get(view.id);
        const isCurrent = view.query === query;
        return (
          <Group key={view.id} gap={0} wrap="nowrap">
            <Button
              component={Link}
              href={view.address}
              size="compact-sm"
              variant={isCurrent ? 'filled' : 'light'}
              aria-current={isCurrent ? 'page' : undefined}
              leftSection={view.shared ? <IconUsers size={14} aria-label="Shared with everyone" /> : undefined}
            >
              {count === undefined ? view.name : `${view.name} (${count.toLocaleString('en-GB')})`}
            </Button>
            {view.isOwn && <SavedViewMenu view={view} query={query} canShare={canShare} />}
          </Group>
        );
      })}
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconBookmark size={14} aria-hidden />}
        onClick={() => setIsSaving(true)}
      >
        Save view
      </Button>
      <SaveViewDialog
        list={list}
        query={query}
        canShare={canShare}
        opened={isSaving}
        onClose={() => setIsSaving(false)}
      />
    </Group>
  );
}
