/**
 * Which agencies' records a user sees (docs/domain.md): a client user only its own agency's,
 * and nothing at all while it has no agency; every other role sees every agency. Records outside
 * the scope answer as if they did not exist (an empty list, a 404), never a 403.
 */
export type AgencyScope = { kind: 'all' } | { kind: 'agency'; agencyId: number } | { kind: 'none' };

export const allAgencies: AgencyScope = { kind: 'all' };

export function agencyScopeOf(user: { role: string; agencyId: number | null | undefined }): AgencyScope {
  if (user.role !== 'client') return allAgencies;
  return user.agencyId == null ? { kind: 'none' } : { kind: 'agency', agencyId: user.agencyId };
}

/** Whether a record of this agency (null: of none) is within the scope. */
export function isWithinAgencyScope(scope: AgencyScope, agencyId: number | null): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'agency' && agencyId === scope.agencyId;
}
