import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { isBankPairWellFormed } from '../../../../shared/domain/uk-validators.ts';

/**
 * The bank modulus warning for a sort code and account number as they stand on screen, from the
 * same rule the server applies (shared/domain/bank-check.ts). Its weight table is ~80 kB zipped,
 * so it is fetched only once both fields are well formed; until it answers there is no warning.
 */
export function useBankCheckWarning(sortCode: string | null, accountNumber: string | null): string | null {
  const [checked, setChecked] = useState<{ key: string; message: string | null }>();
  const key = `${sortCode ?? ''}|${accountNumber ?? ''}`;
  useEffect(() => {
    if (!isBankPairWellFormed(sortCode, accountNumber)) return undefined;
    let current = true;
    void import('../../../../shared/domain/bank-check.ts').then(({ bankDetailsWarning }) => {
      if (current)
        setChecked({
          key: `${sortCode}|${accountNumber}`,
          message: bankDetailsWarning(sortCode, accountNumber)?.message ?? null,
        });
    });
    return () => {
      current = false;
    };
  }, [sortCode, accountNumber]);
  return checked?.key === key ? checked.message : null;
}

/** A warning under a field: orange, read out with the field (Mantine ties description to the input). */
export function FieldWarningText({ message }: { message: string }) {
  return (
    <Text component="span" size="xs" c="orange.9" fw={500}>
      {message}
    </Text>
  );
}
