import { useState } from 'react';
import { Select } from '@mantine/core';
import { useAgencyOptions } from '../../../../lib/agency-options.ts';

const ALL = 'all';
const ALL_AGENCIES = 'All Agencies';

type Props = { agencyId: number | null | undefined; onChange: (agencyId: number | null) => void };

/**
 * The Agency filter, searchable by typing (issue 9, item 6): focusing it empties the text, so what
 * is typed searches the agencies instead of being appended to 'All Agencies'; leaving it without
 * a choice puts the chosen agency's name back.
 */
export function AgencyFilter({ agencyId, onChange }: Props) {
  const agencies = useAgencyOptions();
  const data = [
    { value: ALL, label: ALL_AGENCIES },
    ...(agencies.data ?? []).map((a) => ({ value: String(a.value), label: a.label })),
  ];
  const value = agencyId ? String(agencyId) : ALL;
  const chosenLabel = data.find((option) => option.value === value)?.label ?? ALL_AGENCIES;
  const [search, setSearch] = useState(chosenLabel);
  return (
    <Select
      label="Agency"
      data={data}
      value={value}
      onChange={(next) => onChange(next && next !== ALL ? Number(next) : null)}
      allowDeselect={false}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onFocus={() => setSearch('')}
      placeholder={chosenLabel}
      nothingFoundMessage="No agencies found"
      w={{ base: '100%', sm: 220 }}
    />
  );
}
