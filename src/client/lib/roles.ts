import { roles, type Role } from '../../shared/domain/permissions.ts';

/** Role labels and badge colours (docs/domain.md), for every screen that names a role. */
export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  client: 'Client',
  finance: 'Finance',
  support: 'Support',
};

export const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

export function roleLabel(role: string | null | undefined): string {
  return role && role in roleLabels ? roleLabels[role as Role] : (role ?? '—');
}

export const roleColors: Record<string, string> = { admin: 'red', finance: 'teal', support: 'blue', client: 'grape' };
