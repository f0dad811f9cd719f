import { EN_GB_DATE_MESSAGE, isIsoDate, parseEnGbDate } from './en-gb-dates.ts';

/** Small rule builders the worker field table's parts share. */
export const choice = (list: readonly string[]) => (v: string) =>
  list.includes(v) ? null : 'Choose a value from the list';

export const toIsoDate = (v: string) => (isIsoDate(v) ? v : (parseEnGbDate(v) ?? v));
export const dateRule = {
  format: toIsoDate,
  validate: (v: string) => (isIsoDate(v) ? null : EN_GB_DATE_MESSAGE),
  max: 10,
  isDate: true,
};

export const digitsOnly = (value: string) => value.replace(/\D/g, '');
export const trim = (v: string) => v.trim();
