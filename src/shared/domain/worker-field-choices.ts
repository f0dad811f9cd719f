/** Choice lists of the worker form (part 1 section 3; DECISIONS section 2 for NI categories). */
export const workerTitles = ['MR', 'MRS', 'MS', 'MISS', 'DR'] as const;
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
