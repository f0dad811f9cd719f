/** Login audit failure reasons (docs/domain.md); a reason not listed is shown as received. */
const failureReasonLabels: Record<string, string> = {
  user_not_found: 'User not found',
  invalid_password: 'Invalid password',
  account_suspended: 'Account suspended',
};

export function failureReasonLabel(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return failureReasonLabels[reason] ?? reason;
}
