import type { AdminProfile } from '../../../shared/api/users.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export function toAdminProfile(row: Omit<SessionUser, 'sessionId' | 'mfaStage' | 'freshAt'>): AdminProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
