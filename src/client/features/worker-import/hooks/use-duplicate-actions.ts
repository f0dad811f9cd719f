import { useSessionStorage } from '@mantine/hooks';
import type { DuplicateAction } from '../../../../shared/api/worker-import.ts';

/**
 * The skip / update choice of each duplicate row (docs/domain.md: skip by default), by row
 * index. Kept in sessionStorage under the session's id, so a reload keeps the choices; submit sends them.
 */
export function useDuplicateActions(sessionId: string) {
  const [actions, setActions] = useSessionStorage<Record<string, DuplicateAction>>({
    key: `worker-import:duplicate-actions:${sessionId}`,
    defaultValue: {},
  });
  const actionOf = (rowIndex: number): DuplicateAction => actions[String(rowIndex)] ?? 'skip';
  const choose = (rowIndex: number, action: DuplicateAction) =>
    setActions((current) => ({ ...current, [String(rowIndex)]: action }));
  return { actions, actionOf, choose };
}
