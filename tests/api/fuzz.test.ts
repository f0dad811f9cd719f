/**
 * Property-based fuzzing of every route in the route table (docs/domain.md, "Input"): random and
 * mutated bodies, query strings and path ids, signed out, as an admin and as a client user. Any 5xx,
 * any error answer that is not { message, code }, and any answer showing a stack trace or SQL fails.
 * The routes come from the app, so a route added later is fuzzed without touching this file.
 *
 * Each route first gets a sweep (as an admin, and signed out when public): every field of its body
 * and query schema in turn set to NUL, a lone surrogate, a day or id out of range, the rest valid;
 * every PATCH and PUT also gets an empty body and a body of unknown fields only.
 * Then random requests: FUZZ_RUNS (default 12) as an admin, half as a client, a third signed out
 * unless the route is public. FUZZ_SEED (default below) fixes every run; a failure prints the seed,
 * the request and the answer. Calls that change a row get a throwaway one (helpers/fuzz/rows.ts).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../src/server/plugins/access.ts';
import { healthPaths } from '../../src/shared/api/health.ts';
import { notificationPaths } from '../../src/shared/api/notifications.ts';
import { call, createTestApp, makeAgency, makeUser, login, type Body } from '../helpers/app.ts';
import { buildMultipart, multipartSpec, type MultipartSpec } from '../helpers/fuzz/multipart.ts';
import { pathParamsOf, rowFactory, rowKindOf, type RowKind } from '../helpers/fuzz/rows.ts';
import {
  encodeQueryPart,
  jsonBody,
  junkString,
  objectSchemaOf,
  plausibleFields,
  queryString,
  samples,
  sweepObjects,
  toQuery,
  type ValueContext,
} from '../helpers/fuzz/values.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20240229);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

// Top-level await: the routes must be known when the test cases are collected.
const t = await createTestApp();
afterAll(() => t.close());
const routes = [...t.routes].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));

type CallerName = 'signed out' | 'admin' | 'client';
type Caller = { name: CallerName; cookie?: string };
const callers: Record<CallerName, Caller> = {
  'signed out': { name: 'signed out' },
  admin: { name: 'admin' },
  client: { name: 'client' },
};
let clientAgencyId = 0;
let rows: Awaited<ReturnType<typeof rowFactory>>;
const ctx: ValueContext = { ids: () => rows.ids() };

/** A fuzzing caller whose session ended, lost its rights or must change its password gets a new account. */
async function ensureSession(caller: Caller) {
  if (caller.name === 'signed out') return;
  const me = caller.cookie ? await call(t, 'GET', '/api/auth/user', { cookie: caller.cookie }) : null;
  if (me?.statusCode === 200 && me.json<Body>().role === caller.name && !me.json<Body>().requirePasswordChange) return;
  const user = await makeUser(t, { role: caller.name, agencyId: caller.name === 'client' ? clientAgencyId : null });
  caller.cookie = await login(t, user.email, user.password);
}

beforeAll(async () => {
  clientAgencyId = (await makeAgency(t)).id;
  rows = await rowFactory(t, clientAgencyId);
  for (const kind of [
    'worker',
    'document',
    'agency',
    'agencyContact',
    'agencyLog',
    'agencyDocument',
    'payrollCompany',
    'feedback',
    'user',
    'accessRequest',
    'communicationLog',
    'ticket',
  ] satisfies RowKind[]) {
    await rows.shared(kind, true);
    await rows.shared(kind, false);
  }
  await ensureSession(callers.admin);
  await ensureSession(callers.client);
});

/** What an answer must never show: a stack frame, SQL, a driver's error, our file paths. */
const LEAKS = [
  /\bat .*\(.*:\d+:\d+\)/,
  /\bselect\s+[\w"*., \\]+\s+from\s+[\\"]*\w/i,
  /\binsert into\b|\bupdate "?\w+"? set\b/i,
  /Failed query/i,
  /node_modules/,
  /\.ts:\d+/,
];

/** Why an answer is wrong, or null when it is fine. */
export function problemWith(res: LightMyRequestResponse): string | null {
  const shown = `${res.statusCode} ${res.body.slice(0, 400)}`;
  if (res.statusCode >= 500) return `answered ${shown}`;
  const isText = /json|text|csv/.test(String(res.headers['content-type'] ?? ''));
  const leak = isText ? LEAKS.find((pattern) => pattern.test(res.body)) : undefined;
  if (leak) return `showed internals (${String(leak)}): ${shown}`;
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return `answered an error that is not JSON: ${shown}`;
    }
    const { message, code } = (body ?? {}) as Body;
    if (typeof message !== 'string' || typeof code !== 'string')
      return `answered an error without { message, code }: ${shown}`;
  }
  return null;
}

/** Path ids a caller may type by hand: each must be refused, never crash. */
const junkPathId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e999',
    '0x10',
    '99999999999',
    '2147483648',
    'abc',
    '1.5',
    '%00',
    '%20%201',
    '%ED%A0%80',
    'null',
    '__proto__',
    '999999',
  ),
  junkString.map((s) => encodeQueryPart(s.slice(0, 200)) || '%20'),
);
const otherContentTypes = fc.tuple(
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/json; charset=utf-16',
  ),
  junkString,
);

type FuzzRequest = {
  params: Record<string, string | null>;
  variant: boolean;
  query: string;
  body: { json: string } | { contentType: string; raw: string } | { multipart: MultipartSpec } | null;
  address: string;
};

function requestFor(route: RouteRecord): fc.Arbitrary<FuzzRequest> {
  // null stands for a real row's id (four times in five), filled in when the request is sent.
  const pathParam = fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: junkPathId, weight: 1 });
  const params = Object.fromEntries(pathParamsOf(route.url).map((name) => [name, pathParam]));
  const isMultipart = JSON.stringify(route.schema?.consumes ?? []).includes('multipart/form-data');
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const body: fc.Arbitrary<FuzzRequest['body']> = isMultipart
    ? fc.oneof(
        { arbitrary: multipartSpec.map((spec) => ({ multipart: spec })), weight: 6 },
        { arbitrary: jsonBody(undefined, ctx).map((json) => ({ json })), weight: 1 },
      )
    : hasBody
      ? fc.oneof(
          {
            arbitrary: jsonBody(route.schema?.body, ctx, samples[`${route.method} ${route.url}`]?.body).map((json) => ({
              json,
            })),
            weight: 18,
          },
          { arbitrary: otherContentTypes.map(([contentType, raw]) => ({ contentType, raw })), weight: 1 },
          { arbitrary: fc.constant(null), weight: 1 },
        )
      : fc.constant(null);
  return fc.record({
    params: fc.record(params),
    variant: fc.boolean(),
    query: fc.oneof(
      { arbitrary: queryString(route.schema?.querystring, ctx), weight: route.schema?.querystring ? 4 : 1 },
      { arbitrary: fc.constant(''), weight: 1 },
    ),
    body,
    address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
  });
}

/** A plausible, unmutated object for a schema: the base a sweep changes one field of. */
function baseFor(schema: unknown, seed: number): Record<string, unknown> {
  const shape = objectSchemaOf(schema);
  return shape ? fc.sample(plausibleFields(shape, ctx), { numRuns: 1, seed })[0]! : {};
}

/**
 * The sweep run before the random requests: each field of the body and query schema in turn gets
 * NUL, a lone surrogate, and for dates and ids a day or number out of range, the rest staying valid;
 * an upload is sent with a bad field, cut short and without a boundary.
 */
function sweepFor(route: RouteRecord, seed: number): FuzzRequest[] {
  const sample = samples[`${route.method} ${route.url}`];
  const params = Object.fromEntries(pathParamsOf(route.url).map((name) => [name, null]));
  const request = (i: number, part: Partial<FuzzRequest>): FuzzRequest => ({
    params,
    variant: true,
    query: '',
    body: null,
    address: `10.200.${i >> 8}.${i & 255}`,
    ...part,
  });
  const bodySchema = route.schema?.body;
  const bodies = bodySchema ? sweepObjects(bodySchema, sample?.body?.() ?? baseFor(bodySchema, seed)) : [];
  const querySchema = route.schema?.querystring;
  const queries = querySchema ? sweepObjects(querySchema, sample?.query ?? {}) : [];
  const uploads: MultipartSpec[] = JSON.stringify(route.schema?.consumes ?? []).includes('multipart/form-data')
    ? [
        {
          fields: [
            ['documentType', 'passport'],
            ['notes', 'a\u0000b'],
          ],
          file: { field: 'file', name: 'a.pdf', kind: 'pdf' },
          cutAt: null,
          boundary: 'own',
        },
        {
          fields: [
            ['documentType', 'passport'],
            ['expiryDate', '0000-01-01'],
          ],
          file: { field: 'file', name: 'a.pdf', kind: 'pdf' },
          cutAt: null,
          boundary: 'own',
        },
        {
          fields: [['documentType', 'passport']],
          file: { field: 'file', name: 'a.pdf', kind: 'pdf' },
          cutAt: 0.6,
          boundary: 'own',
        },
        {
          fields: [['documentType', 'passport']],
          file: { field: 'file', name: 'a.pdf', kind: 'pdf' },
          cutAt: null,
          boundary: 'none',
        },
        {
          fields: [['documentType', 'passport']],
          file: { field: 'file', name: '', kind: 'pdf' },
          cutAt: null,
          boundary: 'own',
        },
      ]
    : [];
  // docs/domain.md, "Input": a PATCH or PUT with nothing to change or only unknown fields is a 4xx, never a 500.
  const emptyBodies = ['PATCH', 'PUT'].includes(route.method) ? [{}, { zzUnknownField: 1, anotherUnknown: 'x' }] : [];
  return [
    ...emptyBodies.map((body, i) => request(3000 + i, { body: { json: JSON.stringify(body) } })),
    ...bodies.map((body, i) => request(i, { body: { json: JSON.stringify(body) } })),
    ...queries.map((query, i) => request(1000 + i, { query: toQuery(query) })),
    ...uploads.map((spec, i) => request(2000 + i, { body: { multipart: spec } })),
  ];
}

async function send(route: RouteRecord, caller: Caller, req: FuzzRequest) {
  const kind = rowKindOf(route.url);
  // A call that may change or delete its row gets a throwaway one; reading calls share rows.
  const changes = route.method !== 'GET' && caller.name !== 'signed out';
  const ids = kind
    ? await (changes ? rows.fresh(kind, req.variant, caller.cookie) : rows.shared(kind, req.variant, caller.cookie))
    : {};
  const path = route.url.replace(
    /:(\w+)/g,
    (_, name: string) => req.params[name] ?? String((ids as Record<string, number>)[name]),
  );
  const url = req.query ? `${path}?${req.query}` : path;
  const headers: Record<string, string> = caller.cookie ? { cookie: caller.cookie } : {};
  let payload: string | Buffer | undefined;
  if (req.body && 'json' in req.body) {
    headers['content-type'] = 'application/json';
    payload = req.body.json;
  } else if (req.body && 'raw' in req.body) {
    headers['content-type'] = req.body.contentType;
    payload = req.body.raw;
  } else if (req.body && 'multipart' in req.body) {
    const built = await buildMultipart(req.body.multipart);
    headers['content-type'] = built.contentType;
    payload = built.payload;
  }
  const method = route.method as 'GET';
  const res = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress: req.address,
    ...(payload === undefined ? {} : { payload }),
  });
  if (changes) await ensureSession(caller);
  return { url, res };
}

const runsFor = (route: RouteRecord, caller: CallerName) =>
  caller === 'admin'
    ? RUNS
    : caller === 'client'
      ? Math.ceil(RUNS / 2)
      : route.access === 'public'
        ? RUNS
        : Math.ceil(RUNS / 3);

/** A stable seed per route and caller, so adding a route does not change the others' runs. */
function seedFor(name: string): number {
  let hash = SEED >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash | 0;
}

describe('the fuzz suite', () => {
  it('knows which rows every path names and has routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(() => rowKindOf(route.url)).not.toThrow();
  });

  it('judges answers: a 500, a stack trace, SQL or an error without a code are problems', () => {
    const answer = (statusCode: number, body: string, type = 'application/json') =>
      ({
        statusCode,
        body,
        headers: { 'content-type': type },
        json: () => JSON.parse(body) as unknown,
      }) as unknown as LightMyRequestResponse;
    expect(problemWith(answer(500, '{"message":"x","code":"INTERNAL"}'))).toMatch(/^answered 500/);
    expect(problemWith(answer(400, '{"message":"at run (/app/src/x.ts:1:2)","code":"X"}'))).toMatch(
      /^showed internals/,
    );
    expect(problemWith(answer(400, '{"message":"Failed query: select id from users","code":"X"}'))).toMatch(
      /^showed internals/,
    );
    expect(problemWith(answer(400, '{"message":"bad"}'))).toMatch(/without \{ message, code \}/);
    expect(problemWith(answer(400, 'oops', 'text/plain'))).toMatch(/not JSON/);
    expect(problemWith(answer(400, '{"message":"select \\"id\\", \\"email\\" from \\"users\\"","code":"X"}'))).toMatch(
      /^showed internals/,
    );
    expect(
      problemWith(answer(400, '{"message":"Must not contain control characters","code":"VALIDATION_ERROR"}')),
    ).toBeNull();
    // Field messages that merely hold the words are not SQL.
    expect(
      problemWith(
        answer(
          400,
          '{"message":"Please select a role","code":"X","details":[{"message":"Must be a whole number from 1 to 2147483647"}]}',
        ),
      ),
    ).toBeNull();
  });
});

/**
 * The notification stream answers a signed-in caller with a response that stays open (server-sent
 * events), so inject would wait for ever: it is fuzzed signed out only, and its own tests
 * (tests/api/notifications.test.ts) check what it sends and when it ends.
 */
const staysOpen = (route: { url: string }) => route.url === notificationPaths.stream.pattern;

/**
 * The readiness check answers 503 by design when a part is down: here the job queue, which this
 * app does not start (docs/operations.md, "Readiness and liveness"). Its 503 must still be the
 * readiness answer and nothing else.
 */
function readinessProblem(res: LightMyRequestResponse): string | null {
  const body = res.json<{ checks?: Record<string, unknown> }>();
  const states = Object.values(body.checks ?? {});
  const isReadiness =
    Object.keys(body).length === 1 && states.length === 3 && states.every((v) => v === 'ok' || v === 'down');
  return isReadiness ? null : `answered ${res.statusCode} ${res.body.slice(0, 400)}`;
}

for (const callerName of ['signed out', 'admin', 'client'] as const) {
  describe(`fuzzing every route ${callerName === 'signed out' ? 'signed out' : `as ${callerName}`}`, () => {
    for (const route of routes.filter((r) => callerName === 'signed out' || !staysOpen(r))) {
      it(`${route.method} ${route.url}`, async () => {
        const caller = callers[callerName];
        const seed = seedFor(`${callerName} ${route.method} ${route.url}`);
        // The sweep runs as an admin, and signed out on the public routes; fast-check counts it in numRuns.
        const sweep =
          callerName === 'admin' || (callerName === 'signed out' && route.access === 'public')
            ? sweepFor(route, seed)
            : [];
        try {
          await fc.assert(
            fc.asyncProperty(requestFor(route), async (req) => {
              const { url, res } = await send(route, caller, req);
              const problem =
                route.url === healthPaths.ready.pattern && res.statusCode === 503
                  ? readinessProblem(res)
                  : problemWith(res);
              if (problem) throw new Error(`${route.method} ${url} ${callerName}: ${problem}`);
            }),
            {
              seed,
              numRuns: sweep.length + runsFor(route, callerName),
              examples: sweep.map((req) => [req] as [FuzzRequest]),
              includeErrorInReport: true,
            },
          );
        } catch (error) {
          throw new Error(`Fuzzing failed (FUZZ_SEED=${SEED}, this test's seed ${seed}):\n${(error as Error).message}`);
        }
      });
    }
  });
}
