import { apiAs } from './journey.ts';

export type ReadyUser = { id: number; email: string; password: string; firstName: string; lastName: string };

/**
 * A user an admin created, whose admin-typed password has already been changed (docs/domain.md,
 * Passwords, forces that change first), so a journey can sign in and go straight to its screen.
 */
export async function readyUser(
  baseUrl: string,
  details: {
    email: string;
    firstName: string;
    lastName: string;
    role: 'admin' | 'client' | 'finance' | 'support';
    agencyId?: number;
  },
  password = 'Ready-Pass-42!',
): Promise<ReadyUser> {
  const asAdmin = await apiAs(baseUrl);
  const initial = 'Initial-pass-1';
  const created = await asAdmin<{ id: number }>('POST', '/api/admin/users', { ...details, password: initial });
  const asUser = await apiAs(baseUrl, { email: details.email, password: initial });
  await asUser('POST', '/api/auth/change-password', { currentPassword: initial, newPassword: password });
  return { id: created.id, email: details.email, password, firstName: details.firstName, lastName: details.lastName };
}
