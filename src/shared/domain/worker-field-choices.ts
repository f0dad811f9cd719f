/** Choice lists of the worker form (docs/domain.md for NI categories). */
export const workerTitles = ['MR', 'MRS', 'MS', 'MISS', 'MX', 'DR'] as const;
export const workerGenders = ['MALE', 'FEMALE', 'PREFER NOT TO SAY'] as const;
export const maritalStatuses = [
  'SINGLE',
  'MARRIED',
  'DIVORCED',
  'WIDOWED',
  'CIVIL PARTNERSHIP',
  'LIVING WITH PARTNER',
] as const;
export const paymentFrequencies = ['Weekly', 'Fortnightly', 'Monthly'] as const;
export const niCategories = [
  { value: 'A', label: 'A - Standard' },
  { value: 'B', label: "B - Married women's reduced rate" },
  { value: 'C', label: 'C - Over State Pension age' },
  { value: 'D', label: 'D - Investment zone, deferred' },
  { value: 'E', label: "E - Married women's reduced rate, investment zone" },
  { value: 'F', label: 'F - Freeport' },
  { value: 'H', label: 'H - Apprentice under 25' },
  { value: 'I', label: "I - Freeport, married women's reduced rate" },
  { value: 'J', label: 'J - Deferred' },
  { value: 'K', label: 'K - Investment zone, State Pension age' },
  { value: 'L', label: 'L - Freeport, deferred' },
  { value: 'M', label: 'M - Under 21' },
  { value: 'N', label: 'N - Investment zone' },
  { value: 'S', label: 'S - Freeport, State Pension age' },
  { value: 'V', label: 'V - Veteran (first civilian job)' },
  { value: 'X', label: 'X - No NI contributions due' },
  { value: 'Z', label: 'Z - Under 21, deferred' },
] as const;
export const wk1Mth1Bases = [
  { value: '1', label: 'Week 1 / Month 1' },
  { value: '0', label: 'Cumulative' },
] as const;

/**
 * What people type for each choice, mapped to the stored value (docs/domain.md "Bulk worker
 * import: choices"). A cell is compared after choiceKey: upper case, dots dropped, dashes,
 * slashes and underscores read as spaces, spaces collapsed. The stored value and its label
 * match silently; a spelling listed here matches with a warning naming what was read.
 */
export const choiceSynonyms = {
  title: {
    MR: ['MISTER'],
    MRS: ['MISSUS', 'MISSES'],
    MS: [],
    MISS: [],
    MX: [],
    DR: ['DOCTOR', 'DOC'],
  },
  gender: {
    MALE: ['M', 'MAN', 'BOY'],
    FEMALE: ['F', 'WOMAN', 'GIRL', 'FEM'],
    'PREFER NOT TO SAY': [
      'PNTS',
      'NOT SAID',
      'NOT STATED',
      'NOT SPECIFIED',
      'UNDISCLOSED',
      'RATHER NOT SAY',
      'WITHHELD',
    ],
  },
  maritalStatus: {
    SINGLE: ['S', 'UNMARRIED', 'NEVER MARRIED'],
    MARRIED: ['M', 'WED', 'WEDDED'],
    DIVORCED: ['D', 'DIV'],
    WIDOWED: ['W', 'WIDOW', 'WIDOWER'],
    'CIVIL PARTNERSHIP': ['CP', 'CIVIL PARTNER', 'CIVIL PARTNERED', 'IN A CIVIL PARTNERSHIP'],
    'LIVING WITH PARTNER': ['LWP', 'COHABITING', 'CO HABITING', 'COHABITEE', 'PARTNER', 'LIVING TOGETHER'],
  },
  niCategory: Object.fromEntries(
    niCategories.map(({ value }) => [value, [`CAT ${value}`, `CATEGORY ${value}`, `NI ${value}`, `NIC ${value}`]]),
  ),
  wk1Mth1Basis: {
    '1': [
      'Y',
      'YES',
      'TRUE',
      'WK1',
      'MTH1',
      'WK1 MTH1',
      'WEEK 1',
      'MONTH 1',
      'W1',
      'M1',
      'W1 M1',
      'NON CUMULATIVE',
      'X',
    ],
    '0': ['N', 'NO', 'FALSE', 'CUMULATIVE', 'CUM', 'NORMAL'],
  },
  paymentFrequency: {
    Weekly: ['W', 'WK', 'WEEK', 'PER WEEK', 'EVERY WEEK'],
    Fortnightly: [
      'F',
      'FN',
      'FORTNIGHT',
      '2 WEEKLY',
      'TWO WEEKLY',
      'BIWEEKLY',
      'BI WEEKLY',
      'EVERY 2 WEEKS',
      'EVERY TWO WEEKS',
    ],
    Monthly: ['M', 'MTH', 'MONTH', 'PER MONTH', 'CALENDAR MONTHLY', 'EVERY MONTH'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type ChoiceField = keyof typeof choiceSynonyms;

/** A choice cell as the synonyms table compares it. */
export const choiceKey = (text: string): string =>
  text
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/[-/_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
