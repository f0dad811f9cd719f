import type { DeletedUser, User } from '../../../shared/api/users.ts';
import { retentionDaysLeft, retentionStatus } from '../../../shared/domain/user-retention.ts';
import type { UserWithAgency } from './users.repository.ts';

export function toUser(row: UserWithAgency): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    isActive: row.isActive,
    requirePasswordChange: row.requirePasswordChange,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** A deleted user with its retention badge (docs/domain.md). */
export function toDeletedUser(row: UserWithAgency, now: Date): DeletedUser {
  const daysLeft = retentionDaysLeft(row.deletedAt ?? now, now);
  return { ...toUser(row), daysLeft, retentionStatus: retentionStatus(daysLeft) };
}
