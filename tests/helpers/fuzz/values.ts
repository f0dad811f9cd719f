/**
 * Values for the API fuzz suite (tests/api/fuzz.test.ts): plausible ones that pass validation and
 * reach the database, and junk that must be refused with a 4xx. A request schema (zod) is read to
 * know each field's keys, enums and types, so a new route or field is fuzzed without edits here.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { STRONG_PASSWORD } from '../app.ts';

/** Text that breaks naive code: NUL and control characters, lone surrogates, non-days, odd ids, huge text. */
export const junkStrings = [
  'a\u0000b',
  '\u0000',
  'Bob\u0000',
  '\u001b[2J',
  'a\u0007b',
  '\u007f',
  '\u0085',
  'x\ud800',
  '\udc00y',
  '\ud800\ud800',
  '\ude00\ud83d',
  '2024-02-30',
  '9999-99-99',
  '0000-00-00',
  '0000-01-01',
  '31/02/2024',
  '00/00/0000',
  '2024-13-45T99:99:99Z',
  '1e999',
  '-1',
  '0x10',
  '0',
  '1.5',
  '99999999999',
  '2147483648',
  'NaN',
  'Infinity',
  ' 1',
  '',
  ' ',
  '\t\n',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '%00',
  '%s%s%n',
  '../../etc/passwd',
  '\\\\server\\share',
  '<script>alert(1)</script>',
  '=cmd|calc!A1',
  '\u202egnp.exe',
  '😀'.repeat(40),
  'ẞ'.repeat(300),
  'x'.repeat(5001),
  'y'.repeat(100_000),
];

/** The values that reach past a lax schema and break the database: drawn most often. */
export const breakerStrings = [
  'a\u0000b',
  'x\ud800',
  '\udc00',
  '2024-02-30',
  '9999-99-99',
  '0000-00-00',
  '0000-01-01',
  '99999999999',
  '1e999',
  '0x10',
  ' 1',
];

/** Any UTF-16 code unit, so lone surrogates and control characters turn up in random text. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const randomText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: anyCodeUnit, maxLength: 40 }));
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...breakerStrings), weight: 4 },
  { arbitrary: fc.constantFrom(...junkStrings), weight: 2 },
  { arbitrary: randomText, weight: 1 },
);

export const junkNumbers = [0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 99999999999];
/** Any JSON value of the wrong kind for the field it lands in. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: junkString, weight: 6 },
  { arbitrary: fc.constantFrom(...junkNumbers), weight: 1 },
  {
    arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 'a'], { nested: { deep: [null] } }, ['\u0000']),
    weight: 1,
  },
);

/** What a field is once optional/nullable/default/pipe wrappers are peeled off: 'string', 'number', 'enum'... */
function baseTypeOf(schema: unknown): string {
  const def = defOf(schema);
  if ('innerType' in def) return baseTypeOf(def.innerType);
  if (def.type === 'pipe') return baseTypeOf(defOf(def.in).type === 'transform' ? def.out : def.in);
  if (def.type === 'union') return baseTypeOf((def.options as unknown[])[0]);
  return def.type;
}

const textBreakers = ['a\u0000b', '\u0000', 'Bob\u0000', 'x\ud800', '\udc00y', '\ud800\ud800', 'a\u0007b', '\u001b[2J'];
const dateBreakers = ['2024-02-30', '9999-99-99', '0000-00-00', '0000-01-01', '31/02/2024', '00/00/0000', '01/01/0000'];
const numberBreakers = [99999999999, 2 ** 31, 2 ** 53 + 2, 1e308, -1, 0, 1.5, '1e999', '0x10', ' 1', '99999999999'];

/** Junk aimed at the field's type, so the value passes a lax check and reaches the database. */
function junkFor(schema: unknown, key: string): fc.Arbitrary<unknown> {
  const type = baseTypeOf(schema);
  const isDate = /date|^from$|^to$/i.test(key);
  if (type === 'string' || type === 'enum' || type === 'literal')
    return fc.oneof(
      { arbitrary: fc.constantFrom(...textBreakers), weight: 5 },
      { arbitrary: fc.constantFrom(...(isDate ? dateBreakers : numberBreakers.map(String))), weight: isDate ? 4 : 1 },
      { arbitrary: junkValue, weight: 2 },
    );
  if (type === 'number' || type === 'int')
    return fc.oneof({ arbitrary: fc.constantFrom(...numberBreakers), weight: 4 }, { arbitrary: junkValue, weight: 1 });
  return junkValue;
}

/** A plausible value for a text field, chosen by its name: what a real form would send. */
function plausibleText(key: string): fc.Arbitrary<string> {
  const k = key.toLowerCase();
  if (k.includes('email')) return fc.nat(99999).map((n) => `fuzz.${n}@example.test`);
  if (k.includes('password')) return fc.constantFrom(STRONG_PASSWORD, 'Another#Pass9word', 'short');
  if (k === 'from' || k === 'to' || k.endsWith('date') || k.endsWith('at'))
    return fc.constantFrom('2024-02-29', '2023-12-31', '01/02/2024', '29/02/2024', '');
  if (k.includes('postcode') || k.includes('postalcode')) return fc.constantFrom('LS1 4AP', 'SW1A 1AA', 'GIR 0AA');
  if (k.includes('ninumber')) return fc.constantFrom('AB123456C', 'JG103759A');
  if (k.includes('sortcode')) return fc.constantFrom('12-34-56', '123456');
  if (k.includes('accountnumber')) return fc.constantFrom('12345678', '31926819');
  if (k.includes('phone') || k.includes('mobile')) return fc.constantFrom('07700 900123', '+44 20 7946 0958');
  if (k === 'token') return fc.stringMatching(/^[0-9a-f]{64}$/);
  if (k === 'q') return fc.constantFrom('Smith', 'jo', 'a', '');
  return fc.constantFrom('Jane', 'Smith', 'Leeds', 'Checked in person', 'Line one\nline two', 'Zoë');
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const shapeOf = (schema: unknown) => (schema as { shape: Record<string, z.ZodType> }).shape;

/** The object schema inside optional/nullable/pipe/transform wrappers, if any. */
export function objectSchemaOf(schema: unknown): Record<string, z.ZodType> | null {
  if (!schema) return null;
  const def = defOf(schema);
  if (def.type === 'object') return shapeOf(schema);
  if (def.type === 'pipe') return objectSchemaOf(def.in) ?? objectSchemaOf(def.out);
  if ('innerType' in def) return objectSchemaOf(def.innerType);
  return null;
}

export type ValueContext = { ids: () => number[] };

/** A plausible value for a field of the given zod type; junk replaces it now and then. */
export function plausibleValue(schema: unknown, key: string, ctx: ValueContext, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return plausibleText(key);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'number':
    case 'int': {
      const ids = ctx.ids();
      return ids.length > 0
        ? fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: 100 }))
        : fc.integer({ min: 1, max: 100 });
    }
    case 'boolean':
      return fc.boolean();
    case 'optional':
      return fc.option(plausibleValue(def.innerType, key, ctx, depth), { nil: undefined, freq: 2 });
    case 'nullable':
      return fc.option(plausibleValue(def.innerType, key, ctx, depth), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausibleValue(def.innerType, key, ctx, depth);
    case 'pipe':
      // A preprocess is a pipe from a transform: its output type says what to send.
      return defOf(def.in).type === 'transform'
        ? plausibleValue(def.out, key, ctx, depth)
        : plausibleValue(def.in, key, ctx, depth);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => plausibleValue(o, key, ctx, depth)));
    case 'array':
      return depth > 2 ? fc.constant([]) : fc.array(plausibleValue(def.element, key, ctx, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 2 ? fc.constant({}) : plausibleObject(shapeOf(schema), ctx, depth + 1);
    default:
      return junkValue;
  }
}

/** An object for a schema's shape with every field plausible (optional ones present half the time). */
export function plausibleFields(
  shape: Record<string, z.ZodType>,
  ctx: ValueContext,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(shape).map((key) =>
    plausibleValue(shape[key], key, ctx, depth).map((value) => [key, value] as const),
  );
  return fc.tuple(...fields).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
}

/**
 * An object for a schema's shape (or a known-good sample of it): every field plausible, then mutated
 * the way an attacker probes a form: one field replaced by junk (most often, so the rest still passes
 * and the junk reaches the database), one field dropped, every field junk, or left as it is.
 */
export function plausibleObject(
  shape: Record<string, z.ZodType>,
  ctx: ValueContext,
  depth = 0,
  sample?: () => Record<string, unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  if (keys.length === 0) return fc.constant({});
  const generated = plausibleFields(shape, ctx, depth);
  const base = sample
    ? fc.oneof({ arbitrary: fc.constant(null).map(sample), weight: 2 }, { arbitrary: generated, weight: 1 })
    : generated;
  const oneJunk = fc
    .constantFrom(...keys)
    .chain((key) => fc.tuple(base, fc.constant(key), junkFor(shape[key], key)))
    .map(([obj, key, value]) => ({ ...obj, [key]: value }));
  const oneMissing = fc
    .tuple(base, fc.constantFrom(...keys))
    .map(([obj, key]) => Object.fromEntries(Object.entries(obj).filter(([k]) => k !== key)));
  const allJunk = fc
    .tuple(...keys.map((key) => junkValue.map((value) => [key, value] as const)))
    .map((pairs) => Object.fromEntries(pairs));
  return fc.oneof(
    { arbitrary: base, weight: 2 },
    { arbitrary: oneJunk, weight: 8 },
    { arbitrary: oneMissing, weight: 1 },
    { arbitrary: allJunk, weight: 1 },
  );
}

/** Keys a strict schema must refuse; the prototype ones are spliced into the JSON text as own keys. */
export const extraKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'isAdmin',
  'role',
  'id\u0000',
  'x\ud800',
];

/**
 * A JSON body for a schema, mutated: extra keys (prototype ones included), a wrong top-level type,
 * or text that is not JSON at all. Answers the raw text to send.
 */
export function jsonBody(
  schema: unknown,
  ctx: ValueContext,
  sample?: () => Record<string, unknown>,
): fc.Arbitrary<string> {
  const shape = objectSchemaOf(schema);
  const base = shape ? plausibleObject(shape, ctx, 0, sample) : fc.dictionary(junkString, junkValue, { maxKeys: 3 });
  const withExtra = fc.tuple(base, fc.constantFrom(...extraKeys), junkValue).map(([obj, key, value]) => {
    const text = JSON.stringify(obj);
    const extra = `${JSON.stringify(key)}:${JSON.stringify(value ?? null)}`;
    return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
  });
  const wrongType = fc.oneof(
    fc.constantFrom('[]', 'null', '42', '"text"', 'true', '[{}]', '1e999', '{"a":1e999}'),
    junkValue.map((v) => JSON.stringify(v) ?? 'null'),
  );
  const notJson = fc.oneof(
    base.map((obj) => JSON.stringify(obj).slice(0, -1)),
    fc.constantFrom('', '{', '{"a":', "{'a':1}", '\u0000', 'undefined', '{"a":1}{"b":2}'),
  );
  return fc.oneof(
    { arbitrary: base.map((obj) => JSON.stringify(obj)), weight: 12 },
    { arbitrary: withExtra, weight: 2 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: notJson, weight: 1 },
  );
}

/** Percent-encodes UTF-8 bytes; a lone surrogate becomes the bytes of an invalid sequence, as an attacker would send. */
export function encodeQueryPart(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const isLone =
      unit >= 0xd800 && unit <= 0xdfff && !(unit <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00);
    if (isLone)
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else {
      const char = unit >= 0xd800 && unit <= 0xdbff ? value.slice(i, i + 2) : value[i]!;
      if (char.length === 2) i += 1;
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A query string for a schema (or for a route without one), mutated with raw junk pieces. */
export function queryString(schema: unknown, ctx: ValueContext): fc.Arbitrary<string> {
  const shape = objectSchemaOf(schema);
  const base = shape ? plausibleObject(shape, ctx) : fc.constant({});
  const encoded = base.map(toQuery);
  const rawJunk = fc.constantFrom(
    '%',
    '%zz',
    '%00',
    'a[b]=1',
    'q[]=x',
    'page=1&page=2',
    '=x',
    '&&&',
    'q=%ED%A0%80',
    'from=2024-02-30',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
  );
  // Most queries carry only the schema's keys (so they reach the database); some add raw junk.
  const sometimes = <T>(arb: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: arb, weight: 1 });
  return fc
    .tuple(encoded, sometimes(rawJunk), sometimes(fc.tuple(junkString, junkString)))
    .map(([q, raw, pair]) =>
      [q, raw, pair ? `${encodeQueryPart(pair[0])}=${encodeQueryPart(pair[1])}` : null].filter(Boolean).join('&'),
    );
}

let niCounter = 0;
/**
 * Known-good bodies and queries for routes whose formatted fields a generated one rarely gets all
 * right; mutations and sweeps start from them, so junk in any one field reaches the database.
 */
export const samples: Record<string, { body?: () => Record<string, unknown>; query?: Record<string, string> }> = {
  'POST /api/workers': {
    body: () => ({
      title: 'MS',
      initial: 'A',
      firstName: 'Alice',
      lastName: 'Walker',
      gender: 'FEMALE',
      maritalStatus: 'SINGLE',
      nationality: 'BRITISH',
      dateOfBirth: '17/05/1990',
      email: 'alice.walker@example.test',
      phone: '07700 900123',
      addressLine1: '1 High Street',
      city: 'Leeds',
      county: 'West Yorkshire',
      postCode: 'LS1 4AP',
      accountName: 'A WALKER',
      sortCode: '123456',
      accountNumber: '12345678',
      niNumber: `JG${String(++niCounter).padStart(6, '0')}A`,
      workStartDate: '08/01/2024',
      paymentFrequency: 'Weekly',
      niCategory: 'A',
      taxCode: '1257L',
      wk1Mth1Basis: '1',
      notes: 'Met in person',
    }),
  },
  'PATCH /api/workers/:id': { body: () => ({ notes: 'Checked', city: 'Leeds', workStartDate: '29/02/2024' }) },
  'POST /api/agencies': {
    body: () => ({ name: `Fuzz Agency ${++niCounter}`, contactName: 'Jane', city: 'Leeds', postalCode: 'LS1 4AP' }),
  },
  'PUT /api/agencies/:id': {
    body: () => ({ name: `Fuzz Edit ${++niCounter}`, contactName: 'Jane', city: 'Leeds', postalCode: 'LS1 4AP' }),
  },
  'PATCH /api/agencies/:id': { body: () => ({ notes: 'Checked', fee: '12.50', paymentTerms: '7 Days' }) },
  'PATCH /api/agencies/:id/field': { body: () => ({ field: 'fee', value: '12.50' }) },
  'POST /api/agencies/:id/contacts': {
    body: () => ({ name: 'Ann Contact', email: 'ann@example.test', department: 'HR', isPrimary: true }),
  },
  'POST /api/agencies/:id/communication-logs': {
    body: () => ({
      contactPerson: 'Jane',
      communicationMethod: 'Phone',
      outcome: 'Resolved',
      nextActionDate: '2030-01-31',
    }),
  },
  'POST /api/workers/:id/rtw-checks': {
    body: () => ({
      method: 'online',
      checkDate: '2025-01-02',
      shareCode: 'W12AB5678',
      shareCodeGivenOn: '2025-01-01',
      permissionEndDate: '2026-01-31',
      outcome: 'pass',
    }),
  },
  'POST /api/agencies/import': {
    body: () => ({
      agencies: [{ Name: `Fuzz Import ${++niCounter}`, 'Contact Name': 'Jo', City: 'Leeds', 'Postal Code': 'LS1 4AP' }],
    }),
  },
  'POST /api/workers/export': {
    body: () => ({ exportType: 'csv', dataSource: 'filtered', filters: { tab: 'authorised' } }),
  },
  'PUT /api/admin/profile': {
    body: () => ({ email: `fuzz.profile${++niCounter}@example.test`, firstName: 'Ada', lastName: 'Admin' }),
  },
  'POST /api/admin/users': {
    body: () => ({
      email: `fuzz.user${++niCounter}@example.test`,
      firstName: 'New',
      lastName: 'User',
      password: STRONG_PASSWORD,
      role: 'support',
    }),
  },
  'GET /api/workers': { query: { page: '1', tab: 'authorised' } },
  'GET /api/tickets': { query: { page: '1', tab: 'open', sort: 'due' } },
  'PATCH /api/tickets/:id': { body: () => ({ priority: 'high', category: 'compliance', notes: 'Called back' }) },
  'POST /api/tickets/:id/comments': { body: () => ({ content: 'Called the agency back' }) },
  'POST /api/tickets/manual': {
    body: () => ({
      source: 'agency',
      sourceId: 1,
      contactPerson: 'Jane Contact',
      notes: 'Invoice query',
      priority: 'high',
      dueDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    }),
  },
  'GET /api/autofill-suggestions': { query: { field: 'firstName' } },
};

/** A few junk values per field type, sent one field at a time (the sweep before the random runs). */
function sweepValuesFor(schema: unknown, key: string): unknown[] {
  const type = baseTypeOf(schema);
  if (type === 'number' || type === 'int') return [99999999999, '0x10'];
  if (type === 'object' || type === 'array' || type === 'boolean') return ['a\u0000b'];
  // Inside an address, so the e-mail's own shape check does not refuse it first.
  if (/email/i.test(key)) return ['fuzz\u0000@example.test', 'fuzz\ud800@example.test'];
  return /date|^from$|^to$/i.test(key) ? ['a\u0000b', 'x\ud800', '2024-02-30', '0000-01-01'] : ['a\u0000b', 'x\ud800'];
}

/** Every object that differs from `base` in one field (nested objects included) by a sweep value. */
export function sweepObjects(schema: unknown, base: Record<string, unknown>, depth = 0): Record<string, unknown>[] {
  const shape = objectSchemaOf(schema);
  if (!shape) return [];
  return Object.entries(shape).flatMap(([key, field]) => {
    const nested =
      depth < 1 && objectSchemaOf(field)
        ? sweepObjects(field, {}, depth + 1).map((inner) => ({ ...base, [key]: inner }))
        : [];
    return [...sweepValuesFor(field, key).map((value) => ({ ...base, [key]: value })), ...nested];
  });
}

/** A query string from an object of values. */
export const toQuery = (obj: Record<string, unknown>) =>
  Object.entries(obj)
    .map(([k, v]) => `${encodeQueryPart(k)}=${encodeQueryPart(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');
