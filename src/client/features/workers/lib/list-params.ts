import { isReversedDateRange } from '../../../../shared/domain/date-range.ts';
import type { WorkerListParams } from '../api/worker-keys.ts';
import type { ListUrlState } from './list-url.ts';

/**
 * The list request for the screen's state; the work-start dates filter the Authorised tab only,
 * the right-to-work filter every tab but Left.
 * null when From is after To: no request is made and the screen says why (issue 9).
 */
export function listParams(state: ListUrlState): WorkerListParams | null {
  const { tab } = state;
  if (tab === 'authorised' && isReversedDateRange(state.from, state.to)) return null;
  return {
    tab,
    page: state.page,
    pageSize: state.pageSize,
    ...(state.sort !== 'name' ? { sort: state.sort } : {}),
    ...(state.dir !== 'asc' ? { dir: state.dir } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.status ? { status: state.status as WorkerListParams['status'] } : {}),
    ...(state.agencyId ? { agencyId: state.agencyId } : {}),
    ...(tab !== 'left' && state.rtw ? { rtw: state.rtw } : {}),
    ...(tab === 'authorised' && state.from ? { from: state.from } : {}),
    ...(tab === 'authorised' && state.to ? { to: state.to } : {}),
  };
}
