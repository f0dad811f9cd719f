import { Fragment } from 'react';
import { Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { modKeyLabel, shortcutGroups, type Shortcut } from '../lib/shortcuts.ts';

/** A shortcut's keys as pressed: Ctrl + K held together, g then w one after the other, ↑ or ↓. */
function Keys({ shortcut }: { shortcut: Shortcut }) {
  const [first] = shortcut.keys;
  if (first === 'mod+k')
    return (
      <>
        <Kbd>{modKeyLabel()}</Kbd> + <Kbd>K</Kbd>
      </>
    );
  const joiner = shortcut.group === 'In the search' ? ' or ' : ' then ';
  return (
    <>
      {shortcut.keys.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && joiner}
          <Kbd>{key}</Kbd>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The `?` sheet (docs/domain.md, "Keyboard shortcuts"): every shortcut the user has, by group.
 * Ctrl+K aside, none of them fires while typing in a field or while a dialog (this one too) is open.
 */
export function ShortcutsSheet({
  opened,
  onClose,
  shortcuts,
}: {
  opened: boolean;
  onClose: () => void;
  shortcuts: readonly Shortcut[];
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg">
      <Stack gap="md">
        <Text size="sm">
          {`Except ${modKeyLabel()} + K, none of these works while you are typing in a field or while a dialog is open.`}
        </Text>
        {shortcutGroups.map((group) => {
          const inGroup = shortcuts.filter((s) => s.group === group);
          if (inGroup.length === 0) return null;
          const titleId = `shortcuts-${group.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <section key={group} aria-labelledby={titleId}>
              <Title order={3} fz="sm" id={titleId} mb={4}>
                {group}
              </Title>
              <Table aria-labelledby={titleId} verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="45%">Keys</Table.Th>
                    <Table.Th>Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {inGroup.map((shortcut) => (
                    <Table.Tr key={`${shortcut.keys.join(' ')} ${shortcut.label}`}>
                      <Table.Td>
                        <Keys shortcut={shortcut} />
                      </Table.Td>
                      <Table.Td>{shortcut.label}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
          );
        })}
      </Stack>
    </Modal>
  );
}
