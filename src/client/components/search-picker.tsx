import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';

/** One choice of a search picker: its value (an id as text) and what it shows. */
export type SearchChoice = { value: string; label: string };

type Props = {
  label: string;
  /** The server search behind the list: one page of choices matching what is typed. */
  useChoices: (q: string, enabled: boolean) => UseQueryResult<SearchChoice[]>;
  value: SearchChoice | null;
  onChange: (choice: SearchChoice | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  placeholder: string;
  nothingFound: string;
};

/**
 * A searchable Select whose options come from the server's search (a page of matches for what is
 * typed, 300 ms after typing stops), so it works with 100,000 workers (the tickets' source item, the subject access request's worker): nothing is filtered here,
 * and the chosen item stays a choice whatever the search shows.
 */
export function SearchPicker({ label, useChoices, value, onChange, onBlur, error, placeholder, nothingFound }: Props) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [typed] = useDebouncedValue(search, 300);
  // Once a choice is made the box shows its name: list everything again rather than that one name.
  const q = value && typed === value.label ? '' : typed.trim();
  const choices = useChoices(q, true);
  const data = [...(choices.data ?? [])];
  if (value && !data.some((c) => c.value === value.value)) data.unshift(value);
  return (
    <Select
      label={label}
      required
      searchable
      placeholder={placeholder}
      data={data}
      value={value?.value ?? null}
      onChange={(next) => onChange(data.find((c) => c.value === next) ?? null)}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      error={error}
      nothingFoundMessage={choices.isFetching ? 'Searching…' : choices.isError ? 'Could not search' : nothingFound}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
