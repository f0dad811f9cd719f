import type { ReactElement, ReactNode } from 'react';
import { Select } from '@mantine/core';
import { Controller, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import type { Role } from '../../shared/domain/permissions.ts';
import { roleOptions } from '../lib/roles.ts';
import { AgencySelect } from './agency-select.tsx';

export type RoleInputProps = {
  value: Role | null;
  onChange: (role: Role | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

export const CLIENT_AGENCY_HINT = 'Client users must be assigned to an agency to access data';

/** Role picker of the user forms; the hint explains why a client needs an agency (docs/domain.md). */
export function RoleSelect({ value, onChange, onBlur, error }: RoleInputProps) {
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

type Values = { agencyId: number | null };
type Props<T extends Values> = {
  form: UseFormReturn<T, unknown, unknown>;
  /** The field that holds the role: 'role' on the user forms, 'accessLevel' on the approval. */
  roleName: Path<T>;
  /** How the role is picked; the user forms' Role select unless given. */
  roleInput?: (props: RoleInputProps) => ReactElement;
  /** Fields between the role and the agency (the approval's initial password). */
  children?: ReactNode;
  agencyDescription?: string;
};

/**
 * A user's role and, only while that role is client, the agency the user is tied to
 * (docs/domain.md): Create User, Change Role and Approve Access Request.
 */
export function RoleAndAgencyFields<T extends Values>(props: Props<T>) {
  const { form, roleName, roleInput = RoleSelect, children, agencyDescription } = props;
  const { control, formState } = form;
  const role = useWatch({ control, name: roleName });
  const errorOf = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name];
  return (
    <>
      <Controller
        control={control}
        name={roleName}
        render={({ field }) =>
          roleInput({
            value: (field.value as Role | null) ?? null,
            onChange: field.onChange,
            onBlur: field.onBlur,
            error: errorOf(roleName)?.message,
          })
        }
      />
      {children}
      {role === 'client' && (
        <Controller
          control={control}
          // T holds agencyId (the constraint), which a generic form cannot show to Path<T>.
          name={'agencyId' as Path<T>}
          render={({ field }) => (
            <AgencySelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('agencyId')?.message}
              description={agencyDescription}
            />
          )}
        />
      )}
    </>
  );
}
