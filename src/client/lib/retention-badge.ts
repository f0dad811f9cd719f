import { retentionStatus, type RetentionStatus } from '../../shared/domain/user-retention.ts';

/**
 * The Retention Status badge of a deleted user or worker (docs/domain.md): expired red 'Expired',
 * warning (7 days or fewer) orange and otherwise green, both 'N days left'. The status follows
 * the shared rule from the days left the server sent.
 */
const colors: Record<RetentionStatus, string> = { expired: 'red', warning: 'orange', normal: 'green' };

export function retentionBadge(daysLeft: number): { status: RetentionStatus; color: string; label: string } {
  const status = retentionStatus(daysLeft);
  const label = status === 'expired' ? 'Expired' : `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
  return { status, color: colors[status], label };
}
