import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconStar, IconTrash, IconUserPlus } from '@tabler/icons-react';
import type { AgencyContact } from '../../../../../shared/api/agency-contacts.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useContacts, useDeleteContact, useSetPrimaryContact } from '../../api/contacts.ts';
import { ContactDialog } from './contact-dialog.tsx';

type Props = { agencyId: number; canEdit: boolean };

/** The agency's contacts (docs/domain.md, Agencies): add, edit and delete dialogs, and Set Primary (one at most). */
// Stays long: the list with its add, edit, delete and Set Primary dialogs, which share its state.
export function ContactsTab({ agencyId, canEdit }: Props) {
  const contacts = useContacts(agencyId);
  const remove = useDeleteContact();
  const setPrimary = useSetPrimaryContact();
  const [editing, setEditing] = useState<AgencyContact | 'new' | null>(null);

  const confirmDelete = (contact: AgencyContact) =>
    confirmAction({
      title: 'Delete Contact',
      message: `Delete the contact ${contact.name}?`,
      detail: 'This cannot be undone.',
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutate({ agencyId, contactId: contact.id }),
    });

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group justify="flex-end">
          <Button size="xs" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
            Add Contact
          </Button>
        </Group>
      )}
      <QueryState
        isPending={contacts.isPending}
        error={contacts.error}
        errorTitle="Failed to load contacts"
        loadingLabel="Loading contacts"
      >
        {contacts.data?.length === 0 ? (
          <EmptyMessage>No contacts added yet</EmptyMessage>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Contacts">
            {contacts.data?.map((contact) => (
              <Paper component="li" key={contact.id} withBorder p="sm" radius="md" aria-label={contact.name}>
                <Group justify="space-between" align="flex-start" gap="sm">
                  <div>
                    <Group gap="xs">
                      <Text fw={600}>{contact.name}</Text>
                      {contact.isPrimary && (
                        <Badge color="blue" variant="light">
                          Primary
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {[contact.position, contact.department, contact.email, contact.phone]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </Text>
                  </div>
                  {canEdit && (
                    <Group gap="xs">
                      {!contact.isPrimary && (
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconStar size={14} aria-hidden />}
                          loading={setPrimary.isPending && setPrimary.variables.contactId === contact.id}
                          onClick={() => setPrimary.mutate({ agencyId, contactId: contact.id })}
                        >
                          Set Primary
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        onClick={() => setEditing(contact)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => confirmDelete(contact)}
                      >
                        Delete
                      </Button>
                    </Group>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
      <ContactDialog
        agencyId={agencyId}
        contact={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
