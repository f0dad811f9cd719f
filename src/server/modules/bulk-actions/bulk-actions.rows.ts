import type { FieldChange } from '../../lib/audit-log.ts';

/** A row's audit changes with the action that made them (docs/domain.md, "Bulk actions"), so the trail ties them together. */
export const withAction = (changes: FieldChange[], bulkActionId: number) => [
  ...changes,
  { field: 'bulkActionId', to: bulkActionId },
];
