import type { UserStats } from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import { countRequestStats } from '../access-requests/access-requests.service.ts';
import { countUserStats } from '../users/users.service.ts';

/** The four stat cards of the Admin Control Panel (docs/domain.md). */
export async function getUserStats(ctx: AppContext): Promise<UserStats> {
  const [usersPart, requestsPart] = await Promise.all([countUserStats(ctx), countRequestStats(ctx)]);
  return { ...usersPart, ...requestsPart };
}
