import type { RtwCheck } from '../../../shared/api/rtw-checks.ts';
import type { RtwMethod, RtwOutcome } from '../../../shared/domain/right-to-work.ts';
import type { RtwCheckRow, RtwEvidenceRow } from './rtw-checks.repository.ts';

/** One check as the API answers it (shared/api/rtw-checks.ts rtwCheck). */
export function toRtwCheck(
  row: RtwCheckRow,
  checkedByName: string | null,
  evidence: readonly RtwEvidenceRow[],
): RtwCheck {
  return {
    id: row.id,
    workerId: row.workerId,
    method: row.method as RtwMethod | null,
    checkDate: row.checkDate,
    permissionEndDate: row.permissionEndDate,
    noticeDate: row.noticeDate,
    applicationPending: row.applicationPending,
    shareCode: row.shareCode,
    shareCodeGivenOn: row.shareCodeGivenOn,
    restrictions: row.restrictions,
    outcome: row.outcome as RtwOutcome,
    followUpDate: row.followUpDate,
    checkedBy: row.checkedBy,
    checkedByName,
    reviewNeeded: row.reviewNeeded,
    evidence: evidence.map((e) => ({
      id: e.id,
      originalFileName: e.originalFileName,
      mimeType: e.mimeType,
      sizeBytes: e.sizeBytes,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
