import { formatTicketNumber } from './tickets.ts';

/**
 * The audit trail's vocabulary (docs/domain.md "Admin, audit trail and help"): the
 * entity types and actions the product writes, with the labels the screen shows, and where an
 * entity can be opened. tests/api/audit-coverage.test.ts checks that every entry a change writes
 * uses a type and an action listed here, so the screen's choices never miss one.
 */

type Choice = { value: string; label: string };

export const auditEntityTypes = [
  { value: 'worker', label: 'Worker' },
  { value: 'worker_document', label: 'Worker document' },
  { value: 'worker_communication_log', label: 'Worker communication log' },
  { value: 'worker_import_batch', label: 'Worker import' },
  { value: 'agency', label: 'Agency' },
  { value: 'agency_contact', label: 'Agency contact' },
  { value: 'agency_comment', label: 'Agency comment' },
  { value: 'agency_communication_log', label: 'Agency communication log' },
  { value: 'agency_document', label: 'Agency document' },
  { value: 'ticket', label: 'Ticket' },
  { value: 'payroll_company', label: 'Payroll company' },
  { value: 'payroll_upload_batch', label: 'Payroll upload' },
  { value: 'user', label: 'User' },
  { value: 'access_request', label: 'Access request' },
  { value: 'subject_access_request', label: 'Subject access request' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'audit_trail', label: 'Audit trail' },
  { value: 'retention', label: 'Retention period' },
  { value: 'saved_view', label: 'Saved view' },
] as const satisfies readonly Choice[];

export const auditActions = [
  { value: 'create', label: 'Create' },
  { value: 'update', label: 'Update' },
  { value: 'delete', label: 'Delete' },
  { value: 'authorise', label: 'Authorise' },
  { value: 'status_change', label: 'Status change' },
  { value: 'archive', label: 'Archive' },
  { value: 'unarchive', label: 'Unarchive' },
  { value: 'set_primary', label: 'Set primary' },
  { value: 'comment', label: 'Comment' },
  { value: 'claim', label: 'Claim' },
  { value: 'release', label: 'Release' },
  { value: 'close', label: 'Close' },
  { value: 'reopen', label: 'Reopen' },
  { value: 'upload', label: 'Upload' },
  { value: 'rtw_check', label: 'Right-to-work check' },
  { value: 'import', label: 'Import' },
  { value: 'undo', label: 'Undo' },
  { value: 'export', label: 'Export' },
  { value: 'approve', label: 'Approve' },
  { value: 'reject', label: 'Reject' },
  { value: 'role_change', label: 'Role change' },
  { value: 'recover', label: 'Recover' },
  { value: 'cleanup_expired', label: 'Cleanup expired' },
  { value: 'profile_update', label: 'Profile update' },
  { value: 'password_changed', label: 'Password changed' },
  { value: 'password_reset', label: 'Password reset' },
  { value: 'password_reset_by_admin', label: 'Password reset by admin' },
  { value: 'mfa_enabled', label: 'Authenticator app set up' },
  { value: 'mfa_disabled', label: 'Authenticator app turned off' },
  { value: 'mfa_recovery_codes_regenerated', label: 'Recovery codes regenerated' },
  { value: 'mfa_recovery_code_used', label: 'Recovery code used' },
  { value: 'mfa_reset_by_admin', label: 'Two-step sign-in reset by admin' },
  { value: 'passkey_added', label: 'Passkey added' },
  { value: 'passkey_removed', label: 'Passkey removed' },
  { value: 'sar_create', label: 'Subject access request recorded' },
  { value: 'sar_extend', label: 'Subject access request extended' },
  { value: 'sar_complete', label: 'Subject access request completed' },
  { value: 'sar_export', label: 'Subject access pack downloaded' },
  { value: 'restore', label: 'Restore' },
  { value: 'purge', label: 'Purge' },
  { value: 'legal_hold_set', label: 'Legal hold placed' },
  { value: 'legal_hold_lifted', label: 'Legal hold lifted' },
  { value: 'anonymise', label: 'Anonymise' },
  { value: 'erase', label: 'Personal data erased' },
  { value: 'retention_set', label: 'Retention period set' },
] as const satisfies readonly Choice[];

export type AuditEntityType = (typeof auditEntityTypes)[number]['value'];
export type AuditAction = (typeof auditActions)[number]['value'];

/** A stored value the list does not know (an older release's) is shown as written, underscores as spaces. */
const labelFrom = (choices: readonly Choice[], value: string) =>
  choices.find((c) => c.value === value)?.label ?? value.replaceAll('_', ' ');

export const auditEntityTypeLabel = (value: string) => labelFrom(auditEntityTypes, value);
export const auditActionLabel = (value: string) => labelFrom(auditActions, value);

/** One field of an entry's changes: the value only for fields that are not personal (lib/audit-log.ts maskedFields). */
export type AuditFieldChange = { field: string; from?: unknown; to?: unknown };

/** The changes of an entry as stored (jsonb, an array of field changes, or null), read defensively. */
export function auditFieldChanges(changes: unknown): AuditFieldChange[] {
  if (!Array.isArray(changes)) return [];
  return changes.filter(
    (c): c is AuditFieldChange =>
      typeof c === 'object' && c !== null && typeof (c as { field?: unknown }).field === 'string',
  );
}

/** The names of the fields an entry changed, in the order written. */
export const changedFieldNames = (changes: unknown): string[] => auditFieldChanges(changes).map((c) => c.field);

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * An entry's changes in one line for the CSV: `field: from -> to` where the values were kept, the
 * field name alone where they were masked (personal data); entries separated by '; '.
 */
export function describeChanges(changes: unknown): string {
  return auditFieldChanges(changes)
    .map((c) => {
      const hasFrom = 'from' in c && c.from !== undefined;
      const hasTo = 'to' in c && c.to !== undefined;
      if (!hasFrom && !hasTo) return c.field;
      if (!hasFrom) return `${c.field}: ${valueText(c.to)}`;
      return `${c.field}: ${valueText(c.from)} -> ${hasTo ? valueText(c.to) : 'null'}`;
    })
    .join('; ');
}

/**
 * Where the product shows an entity, for the trail's Entity link; null where it has no screen of
 * its own (a contact, comment, log or document of an agency is stored without its agency's id);
 * an agency opens /agency/{id} and a worker /workers/{id} (docs/domain.md "Addresses"). Ids are checked to be whole numbers first.
 */
export function auditEntityPath(entityType: string, entityId: string | null): string | null {
  const hasId = entityId !== null && /^[1-9]\d{0,9}$/.test(entityId);
  switch (entityType) {
    case 'agency':
      return hasId ? `/agency/${entityId}` : null;
    case 'worker':
      return hasId ? `/workers/${entityId}` : null;
    case 'ticket':
      return hasId ? `/tickets?q=${formatTicketNumber(Number(entityId))}` : null;
    case 'user':
      return '/admin-dashboard?admintab=user-management';
    case 'access_request':
      return '/admin?admintab=access-requests';
    case 'subject_access_request':
      return '/admin?admintab=subject-access';
    case 'payroll_upload_batch':
      return '/payroll';
    case 'audit_trail':
      return '/admin/audit-trail';
    default:
      return null;
  }
}
