import { roles, type Role } from '../../../../shared/domain/permissions.ts';

/** Role labels and the access-level descriptions of the approve dialog (part 3 section 5). */
export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  client: 'Client',
  finance: 'Finance',
  support: 'Support',
};

export const accessLevelDescriptions: Record<Role, string> = {
  client: 'Standard access to workers, agencies and payroll, tied to one agency',
  support: 'Customer service access with enhanced worker management',
  finance: 'Financial data access with payroll and reporting',
  admin: 'Full system access and user management',
};

/** Order of the Access Level select: Client, Support, Finance, Admin. */
export const accessLevelOrder: readonly Role[] = ['client', 'support', 'finance', 'admin'];

export const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

export function roleLabel(role: string | null | undefined): string {
  return role && role in roleLabels ? roleLabels[role as Role] : (role ?? '—');
}

export const roleColors: Record<string, string> = { admin: 'red', finance: 'teal', support: 'blue', client: 'grape' };
