import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { SavedView } from '../../../../shared/api/saved-views.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { useDeleteSavedView, useUpdateSavedView } from '../api/change-saved-views.ts';

type Props = { view: SavedView; query: string; canShare: boolean };

/** The owner's choices for one view: keep the list's current filters in it, share it or stop, delete it. */
export function SavedViewMenu({ view, query, canShare }: Props) {
  const update = useUpdateSavedView(view.list);
  const remove = useDeleteSavedView(view.list);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Options for ${view.name}`}>
          <IconDots size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => update.mutate({ id: view.id, body: { query } })}>Save current filters here</Menu.Item>
        {canShare && (
          <Menu.Item onClick={() => update.mutate({ id: view.id, body: { shared: !view.shared } })}>
            {view.shared ? 'Stop sharing' : 'Share with everyone'}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          onClick={() =>
            confirmAction({
              title: 'Delete view',
              message: `Delete the view "${view.name}"?`,
              detail: 'The list itself is not changed.',
              confirmLabel: 'Delete view',
              onConfirm: () => remove.mutate(view.id),
            })
          }
        >
          Delete view
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
