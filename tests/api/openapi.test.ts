import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../src/shared/api/errors.ts';
import { createTestApp, signedIn, type TestApp } from '../helpers/app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  openapi: string;
  servers: unknown;
  security: unknown;
  components: { securitySchemes: unknown; schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};
type LintProblem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] };
type LintReport = { totals: { errors: number; warnings: number }; problems: LintProblem[] };

const redocly = path.resolve('node_modules/@redocly/cli/bin/cli.js');

/** Redocly's own linter, with its recommended rules, on the description the app serves. */
async function lintRecommended(file: string): Promise<LintReport> {
  const args = [redocly, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '10000', file];
  // The linter answers non-zero when it finds errors; its report on stdout is what the test reads.
  const run = await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(run.stdout) as LintReport;
}

let t: TestApp;
let document: Document;
let file: string;
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-openapi-'));

beforeAll(async () => {
  // A client folder, so the app also has its catch-all route for the client's pages.
  const clientDir = path.join(tempDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>CRM</title>');
  t = await createTestApp({}, { clientDir });
  const { cookie } = await signedIn(t, 'admin');
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  document = res.json<Document>();
  file = path.join(tempDir, 'openapi.json');
  fs.writeFileSync(file, res.body);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('GET /api/docs/json, the API describing itself', () => {
  it('has no error under Redocly lint with its recommended rules', async () => {
    const report = await lintRecommended(file);
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60000);

  it('lists every /api route and nothing else: the client catch-all is left out', () => {
    const documented = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const declared = t.routes.map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(declared.sort());
    expect(t.app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
  });

  it('names its server and the session cookie as its security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'crm_sid' },
    });
    expect(document.security).toEqual([{ sessionCookie: [] }]);
  });

  it('derives each operation from its method, URL and declared access', () => {
    const agency = document.paths['/api/agencies/{id}']!.get!;
    expect(agency.operationId).toBe('getAgenciesById');
    expect(agency.summary).toBe('Read agencies/{id} (agency)');
    expect(agency.description).toBe(
      'Needs agency, which roles admin, client, finance, support have. Signed out: 401. ' +
        'A user whose password change is due gets 403 PASSWORD_CHANGE_REQUIRED. ' +
        'A session holding the password alone gets 403 MFA_REQUIRED.',
    );
    expect(agency.security).toBeUndefined();
    expect(Object.keys(agency.responses)).toEqual(['200', '400', '401', '403', '404']);
    expect(agency.responses['401']).toEqual({
      description: 'Not signed in (UNAUTHENTICATED)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
    });
    expect(agency.responses['403']!.description).toBe(
      'Not allowed (FORBIDDEN, PASSWORD_CHANGE_REQUIRED, MFA_REQUIRED)',
    );
  });

  it('marks public routes as needing no session, and says when a rate limit answers 429', () => {
    const forgot = document.paths['/api/auth/forgot-password']!.post!;
    expect(forgot.operationId).toBe('postAuthForgotPassword');
    expect(forgot.summary).toBe('Send auth/forgot-password (public)');
    expect(forgot.description).toBe('Public: no session is needed.');
    expect(forgot.security).toEqual([]);
    expect(Object.keys(forgot.responses)).toEqual(['200', '400', '429']);
    expect(forgot.responses['429']!.description).toBe('Too many requests (RATE_LIMITED)');
  });

  it('gives every operation a unique operationId and a summary, and all but three a 4xx answer', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.filter((operation) => !operation.summary)).toEqual([]);
    const without4xx = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !Object.keys(operation.responses).some((status) => status.startsWith('4')))
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    // All are public and read nothing from the request: nothing in them can be refused.
    expect(without4xx).toEqual(['GET /api/health', 'GET /api/ready', 'POST /api/auth/logout']);
  });

  it('describes the shared error shape once, with every error code', () => {
    expect(document.components.schemas.ErrorAnswer).toEqual({
      type: 'object',
      properties: {
        message: { type: 'string' },
        code: { type: 'string', enum: [...errorCodes] },
        details: {},
      },
      required: ['message', 'code'],
      additionalProperties: {},
    });
  });
});
