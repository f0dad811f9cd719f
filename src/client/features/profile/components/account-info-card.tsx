import { Paper, Table, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format-date.ts';
import { roleLabel } from '../../../lib/roles.ts';
import type { AdminProfile } from '../api/get-admin-profile.ts';

/** Account information: ID, role, status, created and last updated (docs/domain.md). */
export function AccountInfoCard({ profile }: { profile: AdminProfile }) {
  const rows: [string, string][] = [
    ['ID', String(profile.id)],
    ['Role', roleLabel(profile.role)],
    ['Status', profile.isActive ? 'Active' : 'Inactive'],
    ['Created', formatDate(profile.createdAt)],
    ['Last Updated', formatDate(profile.updatedAt)],
  ];
  return (
    <Paper withBorder p="lg" radius="md" role="region" aria-labelledby="account-info-title">
      <Title order={2} fz="h4" mb="md" id="account-info-title">
        Account Information
      </Title>
      <Table variant="vertical" layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
