import type { Rng } from './random.ts';
import { auditKinds, type AuditActor, type AuditRefs } from './audit-kinds.ts';

export type { AuditActor, AuditRefs };

/**
 * One demo audit entry (docs/domain.md: `--audit-entries N`): a change of one of the kinds
 * (audit-kinds.ts) by an actor at an instant, from one of the actor's usual addresses.
 */
const IP_PREFIXES = ['10.20.1.', '10.20.2.', '192.168.10.', '81.2.69.'];

/** One entry by one of the actors at `createdAt`: an actor acts from a few machines of their own. */
export function buildAuditEntry(rng: Rng, refs: AuditRefs, actor: AuditActor, createdAt: Date) {
  const kind = rng.weighted(auditKinds, (k) => k.weight);
  return {
    userId: actor.id,
    userEmail: actor.email,
    action: kind.action,
    entityType: kind.entityType,
    entityId: kind.id(rng, refs),
    changes: kind.changes(rng, refs),
    ipAddress: `${IP_PREFIXES[(actor.id ?? 0) % IP_PREFIXES.length]}${rng.int(2, 254)}`,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * `count` instants over the `days` before `now`, oldest first: office hours on working days, each
 * to the second (so some share an instant, as entries of one request do).
 */
export function auditInstants(rng: Rng, count: number, days: number, now: Date): Date[] {
  const out: number[] = [];
  const start = now.getTime() - days * 86_400_000;
  while (out.length < count) {
    const day = new Date(start + rng.int(0, days - 1) * 86_400_000);
    const weekday = day.getUTCDay();
    if ((weekday === 0 || weekday === 6) && !rng.chance(0.1)) continue;
    day.setUTCHours(rng.int(7, 17), rng.int(0, 59), rng.int(0, 59), 0);
    if (day.getTime() < now.getTime()) out.push(day.getTime());
  }
  return out.sort((a, b) => a - b).map((ms) => new Date(ms));
}
