import { Select, TextInput } from '@mantine/core';
import type { TicketSource } from '../../../../../shared/domain/tickets.ts';
import { useAgencyContacts } from '../../api/get-agency-contacts.ts';

type Props = {
  source: TicketSource | null;
  agencyId: number | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

const label = 'Contact Person';

/**
 * Contact Person (docs/domain.md, Tickets): for a worker source it is the worker, filled in and locked;
 * for an agency source one of that agency's contacts when it has any, else typed.
 */
export function ContactPersonField({ source, agencyId, value, onChange, onBlur, error }: Props) {
  const contacts = useAgencyContacts(source === 'agency' ? agencyId : null);
  if (source === 'worker')
    return (
      <TextInput
        label={label}
        required
        readOnly
        value={value}
        placeholder="Filled in with the worker"
        description="The worker the ticket is about"
        error={error}
      />
    );
  const names = [...new Set((contacts.data ?? []).map((c) => c.name))];
  if (source === 'agency' && names.length > 0)
    return (
      <Select
        label={label}
        required
        placeholder="Choose a contact"
        data={names}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
    );
  return (
    <TextInput
      label={label}
      required
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      description={
        source === 'agency' && agencyId !== null && contacts.isSuccess
          ? 'This agency has no contacts: type a name'
          : undefined
      }
      error={error}
    />
  );
}
