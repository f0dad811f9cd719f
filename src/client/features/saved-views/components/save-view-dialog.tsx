import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { SAVED_VIEW_NAME_MAX, savedViewMessages, type SavedViewList } from '../../../../shared/domain/saved-views.ts';
import { useCreateSavedView } from '../api/change-saved-views.ts';

type Props = { list: SavedViewList; query: string; canShare: boolean; opened: boolean; onClose: () => void };

/** Save view: the list as it is now (filters, sort, columns, page size) under a name; an administrator may share it. */
export function SaveViewDialog({ list, query, canShare, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save view" centered>
      {opened && <SaveViewForm list={list} query={query} canShare={canShare} onDone={onClose} />}
    </Modal>
  );
}

function SaveViewForm({ list, query, canShare, onDone }: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const create = useCreateSavedView(list);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) {
          setError(savedViewMessages.nameRequired);
          return;
        }
        create.mutate({ list, name: name.trim(), query, shared }, { onSuccess: onDone });
      }}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label="View name"
          value={name}
          maxLength={SAVED_VIEW_NAME_MAX}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          data-autofocus
        />
        {canShare && (
          <Checkbox
            label="Share with everyone"
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save view
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
