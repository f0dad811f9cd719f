import { Select } from '@mantine/core';
import { useAgencyOptions } from '../lib/agency-options.ts';

type AgencySelectProps = {
  value: number | null | undefined;
  onChange: (agencyId: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  description?: string;
};

/** The agency a client user is tied to (docs/domain.md); shown only for the client role. */
export function AgencySelect({ value, onChange, onBlur, error, description }: AgencySelectProps) {
  const agencies = useAgencyOptions();
  return (
    <Select<number>
      label="Agency"
      placeholder={agencies.isPending ? 'Loading agencies…' : 'Select an agency'}
      data={agencies.data ?? []}
      value={value ?? null}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      description={description}
      searchable
      required
      nothingFoundMessage={agencies.isError ? 'Could not load agencies' : 'No agencies found'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
