import type { UserStats } from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import { countRequestStats } from '../access-requests/access-requests.service.ts';
import { countUserStats } from '../users/users.service.ts';

/** The four stat cards of the Admin Control Panel (part 3 section 2). */
export async function getUserStats(ctx: AppContext): Promise<UserStats> {
  const [usersPart, requestsPart] = await Promise.all([countUserStats(ctx), countRequestStats(ctx)]);
  return { ...usersPart, ...requestsPart };
}
