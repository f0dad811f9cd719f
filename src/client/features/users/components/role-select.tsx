import { Select } from '@mantine/core';
import type { Role } from '../../../../shared/domain/permissions.ts';
import { roleOptions } from '../../../lib/roles.ts';

type Props = {
  value: Role | null | undefined;
  onChange: (role: Role | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

export const CLIENT_AGENCY_HINT = 'Client users must be assigned to an agency to access data';

/** Role picker of the user forms; the hint explains why a client needs an agency (docs/domain.md). */
export function RoleSelect({ value, onChange, onBlur, error }: Props) {
  return (
    <Select<Role>
      label="Role"
      placeholder="Select a role"
      data={roleOptions}
      value={value ?? null}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      description={CLIENT_AGENCY_HINT}
      allowDeselect={false}
      required
    />
  );
}
