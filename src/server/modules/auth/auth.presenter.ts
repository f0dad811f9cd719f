import type { CurrentUser } from '../../../shared/api/auth.ts';
import { permissionsOf, type Role } from '../../../shared/domain/permissions.ts';
import type { UserRow } from '../users/users.service.ts';

/** The signed-in user as GET /api/auth/user and the sign-in answers give it. */
export function toCurrentUser(user: Omit<UserRow, 'passwordHash'>): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role as Role,
    agencyId: user.agencyId,
    isActive: user.isActive,
    requirePasswordChange: user.requirePasswordChange,
    permissions: [...permissionsOf(user.role)],
    preferences: { workerListView: user.workerListView === 'table' ? 'table' : 'cards' },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
