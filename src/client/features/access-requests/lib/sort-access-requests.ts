import type { AccessRequest } from '../../../../shared/api/access-requests.ts';

/** Pending requests first (they need action), then the newest. */
export function sortAccessRequests(requests: readonly AccessRequest[]): AccessRequest[] {
  return [...requests].sort((a, b) => {
    const pendingFirst = Number(b.status === 'pending') - Number(a.status === 'pending');
    return pendingFirst || b.createdAt.localeCompare(a.createdAt);
  });
}
