import type { AuditEntry } from '../../../../shared/api/audit.ts';

/** Who made a change: the address it was made under, else the account id, else 'Not signed in' (a public form, a reset link, a script). */
export function actorOf(entry: Pick<AuditEntry, 'userEmail' | 'userId'>): string {
  if (entry.userEmail) return entry.userEmail;
  if (entry.userId !== null) return `User #${entry.userId}`;
  return 'Not signed in';
}
