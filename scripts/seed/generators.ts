import type { workers } from '../../src/server/db/schema/index.ts';
import { bankDetailsWarning } from '../../src/shared/domain/bank-check.ts';
import { completionPercentage, requiredWorkerFields } from '../../src/shared/domain/worker-completion.ts';
import type { WorkerDocumentType } from '../../src/shared/domain/worker-documents.ts';
import type { WorkerStatus } from '../../src/shared/domain/worker-status.ts';
import type { Rng } from './random.ts';
import {
  DRAMA_MOBILE_PREFIX,
  emailDomains,
  nationalities,
  sortCodePrefixes,
  streetNames,
  towns,
  workerNotes,
  type Town,
} from './uk-data.ts';

export type DemoWorker = typeof workers.$inferInsert;

// --- UK identifiers ---------------------------------------------------------------------------

/** HMRC NI prefixes (NIM39110): first letter not D F I Q U V, second not D F I O Q U V, a few pairs never issued. */
const NI_FIRST = [...'ABCEGHJKLMNOPRSTWXYZ'];
const NI_SECOND = [...'ABCEGHJKLMNPRSTWXYZ'];
const NI_UNALLOCATED = new Set(['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ']);
const NI_SUFFIX = [...'ABCD'];

export function randomNiNumber(rng: Rng): string {
  for (;;) {
    const prefix = rng.pick(NI_FIRST) + rng.pick(NI_SECOND);
    if (!NI_UNALLOCATED.has(prefix)) return `${prefix}${rng.digits(6)}${rng.pick(NI_SUFFIX)}`;
  }
}

/** Hands out NI numbers that are in neither the database (passed in) nor this run: the unique index never trips. */
export function createNiNumberPool(rng: Rng, taken: Iterable<string>) {
  const used = new Set(taken);
  return () => {
    for (;;) {
      const ni = randomNiNumber(rng);
      if (!used.has(ni)) {
        used.add(ni);
        return ni;
      }
    }
  };
}

/** The inward code is a digit and two letters, never C I K M O V (Royal Mail). */
const INWARD_LETTERS = [...'ABDEFGHJLNPQRSTUWXYZ'];
export function randomPostCode(rng: Rng, town: Town): string {
  return `${rng.pick(town.outwardCodes)} ${rng.int(0, 9)}${rng.pick(INWARD_LETTERS)}${rng.pick(INWARD_LETTERS)}`;
}

/** Stored the way the worker form formats it: 00-00-00. */
export function randomSortCode(rng: Rng): string {
  const digits = rng.pick(sortCodePrefixes) + rng.digits(4);
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

export const randomAccountNumber = (rng: Rng) => `${rng.int(1, 9)}${rng.digits(7)}`;

/**
 * A sort code and account number that pass the Vocalink modulus check, as real ones do: random
 * pairs are drawn until one passes (a few tries, ~3 us each). After 100 tries the last pair is
 * kept, so a change to the weight table can slow the seed but never stop it.
 */
export function randomBankDetails(rng: Rng): { sortCode: string; accountNumber: string } {
  let pair = { sortCode: randomSortCode(rng), accountNumber: randomAccountNumber(rng) };
  for (let tries = 1; tries < 100 && bankDetailsWarning(pair.sortCode, pair.accountNumber); tries += 1) {
    pair = { sortCode: randomSortCode(rng), accountNumber: randomAccountNumber(rng) };
  }
  return pair;
}

/** Home Office share codes are 9 characters; ours start with W like most right-to-work codes. */
const SHARE_CODE_LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];

/** 11 digits from Ofcom's drama range 07700 900000-900999: a mobile number that reaches nobody. */
export const randomMobile = (rng: Rng) => `${DRAMA_MOBILE_PREFIX}${rng.digits(3)}`;

// --- dates --------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const isoToDay = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const dayToIso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDaysIso = (iso: string, days: number) => dayToIso(isoToDay(iso) + days);
export const daysBetween = (fromIso: string, toIso: string) => isoToDay(toIso) - isoToDay(fromIso);

/** Whole years from dateOfBirth to today. */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

// --- payroll choices ----------------------------------------------------------------------------

/** Most people are on the emergency-free basic code; Scotland and Wales carry their S and C prefixes. */
function randomTaxCode(rng: Rng, town: Town): string {
  if (town.nation === 'scotland' && rng.chance(0.85)) return 'S1257L';
  if (town.nation === 'wales' && rng.chance(0.85)) return 'C1257L';
  return rng.weighted(
    [
      ['1257L', 80],
      ['BR', 8],
      ['0T', 5],
      ['1185L', 2],
      ['D0', 2],
      ['K497', 1],
      ['NT', 1],
      ['1257L W1', 1],
    ] as const,
    ([, w]) => w,
  )[0];
}

/** Category M is for under-21s and H for apprentices under 25 (HMRC); most are A, a few deferred (J, Z). */
function randomNiCategory(rng: Rng, age: number): string {
  if (age < 21) return rng.chance(0.85) ? 'M' : rng.chance(0.5) ? 'Z' : 'A';
  if (age < 25 && rng.chance(0.1)) return 'H';
  return rng.chance(0.97) ? 'A' : 'J';
}

// --- one worker ---------------------------------------------------------------------------------

/**
 * How a demo worker stands, with the share of workers each gets. Each one is a fixed point of the
 * automatic transitions (worker-status.nextStatus), so the first edit of a seeded worker changes
 * its status only when the edit itself calls for it.
 */
const profiles = [
  { name: 'active', weight: 60 }, // authorised, 100% complete
  { name: 'on_hold', weight: 8 }, // authorised, a required field since removed
  { name: 'awaiting', weight: 6 }, // complete, not yet authorised (status active, Pending tab)
  { name: 'pending', weight: 14 }, // incomplete, not authorised
  { name: 'left', weight: 12 }, // left with a P45 date
] as const;
type Profile = (typeof profiles)[number]['name'];

/** Fields a record may lack. Names, initial and agency are always there (the list shows and scopes by them). */
const optionalFields = [
  'title',
  'gender',
  'maritalStatus',
  'nationality',
  'dateOfBirth',
  'email',
  'phone',
  'addressLine1',
  'city',
  'postCode',
  'workStartDate',
  'niNumber',
  'niCategory',
  'taxCode',
  'wk1Mth1Basis',
  'paymentFrequency',
  'sortCode',
  'accountNumber',
  'accountName',
  'payrollCompanyId',
] as const satisfies readonly (keyof DemoWorker)[];
/** Bank and tax details are what a new starter most often has not handed in yet. */
const oftenMissing = [
  'sortCode',
  'accountNumber',
  'accountName',
  'taxCode',
  'niCategory',
  'phone',
  'maritalStatus',
] as const;
const requiredOptional = optionalFields.filter((f) => (requiredWorkerFields as readonly string[]).includes(f));

function fieldsToDrop(rng: Rng, profile: Profile): (typeof optionalFields)[number][] {
  const drop = new Set<(typeof optionalFields)[number]>();
  const add = (count: number, from: readonly (typeof optionalFields)[number][]) => {
    while (drop.size < count) drop.add(rng.pick(from));
  };
  if (profile === 'on_hold') add(rng.int(1, 2), rng.chance(0.7) ? oftenMissing : requiredOptional);
  if (profile === 'pending')
    add(rng.int(1, 6), rng.chance(0.6) ? [...oftenMissing, 'payrollCompanyId', 'workStartDate'] : optionalFields);
  if (profile === 'left' && rng.chance(0.2)) add(rng.int(1, 2), oftenMissing);
  return [...drop];
}

const initialOf = (name: string) => name.charAt(0).toUpperCase();
/** Ascii letters only, for an e-mail's local part (Łukasz -> lukasz, O'Brien -> obrien). */
const asciiWord = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Bacs references take A-Z, digits, space and . & / - only, 18 at most: SMITH J, KOZLOWSKI L. */
const bacsReference = (lastName: string, firstName: string) =>
  `${asciiWord(lastName)} ${asciiWord(firstName).charAt(0)}`.toUpperCase().slice(0, 18).trim();

function instantOn(rng: Rng, iso: string, now: Date): Date {
  const at = new Date(
    `${iso}T${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
  );
  return at > now ? now : at;
}

export type DemoAgency = { id: number; weight: number };
export type DemoRefs = { agencies: readonly DemoAgency[]; payrollCompanyIds: readonly number[] };
export type WorkerSeedContext = { today: string; now: Date; niNumber: () => string; employeeReference: string };

/** One realistic UK worker, consistent in itself: title and gender, age and NI category, town and post code and tax code. */
export function buildDemoWorker(rng: Rng, refs: DemoRefs, ctx: WorkerSeedContext): DemoWorker {
  const profile = rng.weighted(profiles, (p) => p.weight).name;
  const nationality = rng.weighted(nationalities, (n) => n.weight);
  const isMale = rng.chance(0.55);
  const gender = rng.chance(0.02) ? 'PREFER NOT TO SAY' : isMale ? 'MALE' : 'FEMALE';
  const firstName = rng.pick(isMale ? nationality.names.male : nationality.names.female);
  const lastName = rng.pick(nationality.names.last);
  const dateOfBirth = addDaysIso(ctx.today, -rng.int(18 * 366, 65 * 365));
  const age = ageOn(dateOfBirth, ctx.today);
  const maritalStatus =
    age < 21
      ? 'SINGLE'
      : rng.weighted(
          [
            ['SINGLE', 45],
            ['MARRIED', 35],
            ['LIVING WITH PARTNER', 9],
            ['DIVORCED', 7],
            ['CIVIL PARTNERSHIP', 2],
            ['WIDOWED', 2],
          ] as const,
          ([, w]) => w,
        )[0];
  const title = rng.chance(0.02)
    ? 'DR'
    : isMale
      ? 'MR'
      : maritalStatus === 'MARRIED' && rng.chance(0.7)
        ? 'MRS'
        : rng.chance(0.6)
          ? 'MS'
          : 'MISS';
  const town = rng.pick(towns);
  const agency = rng.weighted(refs.agencies, (a) => a.weight);

  // Start dates: pending workers are new starters (some start in the next fortnight); others up to 8 years back, after their 16th birthday.
  const earliestStart = Math.max(-8 * 365, daysBetween(ctx.today, addDaysIso(dateOfBirth, 16 * 366)));
  const isNew = profile === 'pending' || profile === 'awaiting';
  const workStartDate = addDaysIso(ctx.today, isNew ? rng.int(-60, 14) : rng.int(earliestStart, -30));
  const createdDay = isNew ? addDaysIso(ctx.today, -rng.int(0, 30)) : addDaysIso(workStartDate, -rng.int(1, 21));
  const createdAt = instantOn(rng, createdDay, ctx.now);
  const authorised = profile === 'active' || profile === 'on_hold' || (profile === 'left' && rng.chance(0.9));
  const status: WorkerStatus = profile === 'active' || profile === 'awaiting' ? 'active' : profile;

  const worker: DemoWorker = {
    title,
    initial: initialOf(firstName),
    firstName,
    lastName,
    gender,
    maritalStatus,
    nationality: nationality.value,
    dateOfBirth,
    email: `${asciiWord(firstName)}.${asciiWord(lastName)}${rng.chance(0.6) ? rng.int(1, 999) : ''}@${rng.pick(emailDomains)}`,
    phone: randomMobile(rng),
    addressLine1: `${rng.int(1, 220)} ${rng.pick(streetNames)}`,
    addressLine2: rng.chance(0.15) ? `Flat ${rng.int(1, 40)}` : null,
    addressLine3: null,
    city: town.city,
    county: town.county,
    postCode: randomPostCode(rng, town),
    accountName: `${initialOf(firstName)} ${lastName}`.toUpperCase(),
    ...randomBankDetails(rng),
    bacsReference: rng.chance(0.3) ? bacsReference(lastName, firstName) : null,
    niNumber: ctx.niNumber(),
    immigrationShareCode:
      nationality.needsShareCode && rng.chance(0.8) ? `W${rng.pick(SHARE_CODE_LETTERS)}${rng.digits(7)}` : null,
    employeeReference: ctx.employeeReference,
    worksReference: rng.chance(0.5) ? `W${rng.digits(6)}` : null,
    workStartDate,
    paymentFrequency: rng.weighted(
      [
        ['Weekly', 70],
        ['Fortnightly', 10],
        ['Monthly', 20],
      ] as const,
      ([, w]) => w,
    )[0],
    niCategory: randomNiCategory(rng, age),
    taxCode: randomTaxCode(rng, town),
    wk1Mth1Basis: rng.chance(0.8) ? '1' : '0',
    agencyId: agency.id,
    payrollCompanyId: rng.pick(refs.payrollCompanyIds),
    authorised,
    authorisedAt: authorised ? instantOn(rng, addDaysIso(createdDay, rng.int(0, 5)), ctx.now) : null,
    addedVia: 'manual',
    status,
    p45Date:
      profile === 'left'
        ? addDaysIso(ctx.today, -rng.int(1, Math.max(1, Math.min(700, daysBetween(workStartDate, ctx.today) - 7))))
        : null,
    notes: rng.chance(0.1) ? rng.pick(workerNotes) : null,
    createdAt,
    updatedAt: createdAt,
  };
  for (const field of fieldsToDrop(rng, profile)) worker[field] = null;
  worker.completionPercentage = completionPercentage(worker);
  return worker;
}

// --- documents ----------------------------------------------------------------------------------

export type DemoDocument = { documentType: WorkerDocumentType; expiryDate: string | null; originalFileName: string };

const documentKinds: readonly { type: WorkerDocumentType; hasExpiry: boolean; weight: number }[] = [
  { type: 'passport', hasExpiry: true, weight: 30 },
  { type: 'right_to_work', hasExpiry: false, weight: 25 },
  { type: 'national_insurance', hasExpiry: false, weight: 20 },
  { type: 'driving_licence', hasExpiry: true, weight: 15 },
  { type: 'visa', hasExpiry: true, weight: 5 },
  { type: 'brp', hasExpiry: true, weight: 5 },
];

/**
 * A document's expiry: about 8% already expired, 10% within the 30-day alert window, the rest
 * valid for up to ten years, so the dashboard's alert panel has something to show.
 */
function randomExpiry(rng: Rng, today: string): string {
  const roll = rng.next();
  if (roll < 0.08) return addDaysIso(today, -rng.int(1, 365));
  if (roll < 0.18) return addDaysIso(today, rng.int(0, 30));
  return addDaysIso(today, rng.int(31, 3650));
}

const requiredSet: readonly WorkerDocumentType[] = ['passport', 'right_to_work', 'national_insurance'];

/**
 * A worker's documents (the caller decides which workers get any): two in five hand in the full
 * required set (passport, right to work, NI letter; compliant unless the passport has expired),
 * the others one or two documents of any kind.
 */
export function buildDemoDocuments(rng: Rng, worker: Pick<DemoWorker, 'lastName'>, today: string): DemoDocument[] {
  const types = new Set<WorkerDocumentType>();
  if (rng.chance(0.4)) {
    for (const type of requiredSet) types.add(type);
    if (rng.chance(0.3)) types.add('driving_licence');
  } else {
    const count = rng.chance(0.6) ? 1 : 2;
    while (types.size < count) types.add(rng.weighted(documentKinds, (k) => k.weight).type);
  }
  return [...types].map((type) => ({
    documentType: type,
    expiryDate: documentKinds.find((k) => k.type === type)!.hasExpiry ? randomExpiry(rng, today) : null,
    originalFileName: `${type.replace(/_/g, '-')}-${asciiWord(worker.lastName) || 'worker'}.pdf`,
  }));
}
