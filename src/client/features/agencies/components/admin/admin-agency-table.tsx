import { Anchor, Button, Select } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { Agency } from '../../../../../shared/api/agencies.ts';
import { agencyStatuses } from '../../../../../shared/domain/agencies.ts';
import { agencyStatusLabel } from '../../../../../shared/domain/agency-display.ts';
import { trustScoreOptions } from '../../../../../shared/domain/agency-trust.ts';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useSetArchived } from '../../api/archive-agency.ts';
import { usePatchAgency } from '../../api/update-agency.ts';

const statusOptions = agencyStatuses.map((value) => ({ value, label: agencyStatusLabel(value) }));
const trustOptions = trustScoreOptions.map(({ value, label }) => ({
  value: String(value),
  label: `${label} (${value})`,
}));

type Props = { agencies: Agency[]; archived: boolean; label: string };

/**
 * The admin panel's agency rows (docs/domain.md, Agencies): trust score and status
 * selectors that save at once, and Archive or Unarchive.
 */
// Stays long: a table's column list, one short entry a column.
export function AdminAgencyTable({ agencies, archived, label }: Props) {
  const patch = usePatchAgency();
  const setArchived = useSetArchived();
  const update = (agency: Agency, body: { status: string } | { trustScore: number }) =>
    patch.mutate(
      { id: agency.id, body },
      {
        onSuccess: () =>
          toast({
            title: 'status' in body ? 'Agency status updated successfully' : 'Trust score updated successfully',
          }),
        onError: () =>
          toast({
            title: 'status' in body ? 'Failed to update agency status' : 'Failed to update trust score',
            variant: 'destructive',
          }),
      },
    );

  const columns: DataTableColumn<Agency>[] = [
    {
      id: 'name',
      header: 'Agency',
      cell: (a) => (
        <Anchor component={Link} href={`/agency/${a.id}`} size="sm" fw={500}>
          {a.name}
        </Anchor>
      ),
    },
    { id: 'city', header: 'City', cell: (a) => a.city },
    { id: 'industry', header: 'Industry Type', cell: (a) => a.industryType ?? '—' },
    { id: 'workers', header: 'Workers', cell: (a) => a.workerCount },
    {
      id: 'trust',
      header: 'Trust Score',
      cell: (a) => (
        <Select
          aria-label={`Trust score of ${a.name}`}
          size="xs"
          w={170}
          data={trustOptions}
          value={String(a.trustScore)}
          allowDeselect={false}
          onChange={(value) =>
            value !== null && Number(value) !== a.trustScore && update(a, { trustScore: Number(value) })
          }
        />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (a) => (
        <Select
          aria-label={`Status of ${a.name}`}
          size="xs"
          w={130}
          data={statusOptions}
          value={a.status}
          allowDeselect={false}
          onChange={(value) => value && value !== a.status && update(a, { status: value })}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      noWrap: true,
      cell: (a) => (
        <Button
          size="xs"
          variant="light"
          color={archived ? 'green' : 'red'}
          leftSection={archived ? <IconArchiveOff size={14} aria-hidden /> : <IconArchive size={14} aria-hidden />}
          loading={setArchived.isPending && setArchived.variables.id === a.id}
          onClick={() => setArchived.mutate({ id: a.id, archived: !archived })}
        >
          {archived ? 'Unarchive' : 'Archive'}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={agencies}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.name}
      minWidth={860}
    />
  );
}
