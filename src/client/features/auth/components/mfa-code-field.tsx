import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The 6-digit code from the authenticator app: numeric keyboard on phones, filled by one-time-code autofill. */
export function MfaCodeField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextInput
      label="Code from your authenticator app"
      description="6 digits"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      autoFocus
      error={error}
      {...registration}
    />
  );
}
