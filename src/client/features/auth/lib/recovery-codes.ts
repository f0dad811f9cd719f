/** The recovery codes as the downloaded file holds them (docs/domain.md, "Multi-factor sign-in"). */
export function recoveryCodesText(codes: readonly string[], product: string): string {
  return [
    `${product} recovery codes`,
    'Each code signs you in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** What the code screen says after a recovery code was used. */
export function recoveryCodesLeftText(left: number): string {
  if (left === 0) return 'You have no recovery codes left.';
  return `You have ${left} recovery ${left === 1 ? 'code' : 'codes'} left.`;
}
