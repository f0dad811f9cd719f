import type { Role } from '../../../../shared/domain/permissions.ts';

/** The access-level descriptions of the approve dialog (docs/domain.md). */
export const accessLevelDescriptions: Record<Role, string> = {
  client: 'Standard access to workers, agencies and payroll, tied to one agency',
  support: 'Customer service access with enhanced worker management',
  finance: 'Financial data access with payroll and reporting',
  admin: 'Full system access and user management',
};

/** Order of the Access Level select: Client, Support, Finance, Admin. */
export const accessLevelOrder: readonly Role[] = ['client', 'support', 'finance', 'admin'];
