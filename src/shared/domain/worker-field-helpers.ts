import { EN_GB_DATE_MESSAGE, isIsoDate, parseEnGbDate } from './en-gb-dates.ts';

/** Small rule builders the worker field table's parts share. */
type Choice = string | { readonly value: string; readonly label: string };

/** 'A, B or C': the allowed values as a message names them; coded values with their meaning when every meaning is short. */
export function allowedValuesText(choices: readonly Choice[]): string {
  const withMeaning = choices.every((c) => typeof c === 'object' && c.label.length <= 20);
  const shown = choices.map((c) => (typeof c === 'string' ? c : withMeaning ? `${c.value} (${c.label})` : c.value));
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? '');
}

/** A choice field's rule: one of the stored values; anything else is refused with the values it may take. */
export const choice = (choices: readonly Choice[]) => {
  const values = choices.map((c) => (typeof c === 'string' ? c : c.value));
  const message = `Choose ${allowedValuesText(choices)}`;
  return (v: string) => (values.includes(v) ? null : message);
};

export const toIsoDate = (v: string) => (isIsoDate(v) ? v : (parseEnGbDate(v) ?? v));
export const dateRule = {
  format: toIsoDate,
  validate: (v: string) => (isIsoDate(v) ? null : EN_GB_DATE_MESSAGE),
  max: 10,
  isDate: true,
};

export const digitsOnly = (value: string) => value.replace(/\D/g, '');
export const trim = (v: string) => v.trim();
