/** Login audit failure reasons (part 3 section 4); a reason not listed is shown as received. */
const failureReasonLabels: Record<string, string> = {
  user_not_found: 'User not found',
  invalid_password: 'Invalid password',
  account_suspended: 'Account suspended',
};

export function failureReasonLabel(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return failureReasonLabels[reason] ?? reason;
}
