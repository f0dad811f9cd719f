import { Stack, Text, Table } from '@mantine/core';

/** A user's row starts with their name over their e-mail (the users and deleted users tables). */
export function UserNameCell({ name, email }: { name: string; email: string }) {
  return (
    <Table.Td>
      <Stack gap={0}>
        <Text fw={500} size="sm">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {email}
        </Text>
      </Stack>
    </Table.Td>
  );
}
