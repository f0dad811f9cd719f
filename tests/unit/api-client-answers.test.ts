// The client parses every JSON answer with the contract the server declares for it
// (docs/decisions/0014-client-parses-answers.md): a drift fails loudly, naming the call and the
// fields, never their values.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { workerImportPaths } from '../../src/shared/api/worker-import.ts';
import { uploadAnswer } from '../../src/shared/api/worker-import-answers.ts';
import { api, AnswerMismatchError } from '../../src/client/lib/api-client.ts';

const person = z.object({ id: z.number(), name: z.string(), status: z.enum(['active', 'left']) });

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a JSON answer', () => {
  it('that matches its contract comes back parsed, extra fields dropped', async () => {
    answerWith({ id: 7, name: 'Jane Doe', status: 'active', addedLater: true });
    await expect(api.get('/api/people/7', person)).resolves.toEqual({ id: 7, name: 'Jane Doe', status: 'active' });
  });

  it('that does not throws AnswerMismatchError naming the call and each issue, without the values', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith([{ id: 7, name: 'Jane Doe', status: 'archived' }, { id: 8 }]);
    const error = await api.get('/api/people?q=Jane%20Doe', z.array(person)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerMismatchError);
    const message = (error as AnswerMismatchError).message;
    expect(message).toBe(
      'The answer to GET /api/people does not match its contract: ' +
        '0.status: Invalid option: expected one of "active"|"left"; ' +
        '1.name: Invalid input: expected string, received undefined; ' +
        '1.status: Invalid option: expected one of "active"|"left"',
    );
    expect(message).not.toContain('Jane');
    expect(message).not.toContain('archived');
    // Written to the console too, where a browser journey fails on it.
    expect(consoleError).toHaveBeenCalledWith(message);
  });

  it('names five issues and counts the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith(Array.from({ length: 8 }, (_, id) => ({ id, name: null, status: 'active' })));
    const error = (await api.post('/api/people', z.array(person)).catch((e: unknown) => e)) as AnswerMismatchError;
    expect(error.issues).toHaveLength(8);
    expect(error.message).toMatch(
      /^The answer to POST \/api\/people does not match its contract: 0\.name: .*; and 3 more$/,
    );
  });

  it('keeps a file header called __proto__ in an import mapping', async () => {
    const upload = {
      sessionId: '00000000-0000-4000-8000-000000000000',
      fileName: 'workers.csv',
      headers: ['First Name', '__proto__'],
      headerRowNumber: 1,
      leadingRows: [],
      previewRows: [],
      totalRows: 0,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            `${JSON.stringify(upload).slice(0, -1)},"suggestedMappings":{"First Name":"firstName","__proto__":null}}`,
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const answer = await api.post(workerImportPaths.headerRow.build({ sessionId: upload.sessionId }), uploadAnswer);
    expect(Object.entries(answer.suggestedMappings)).toEqual([
      ['First Name', 'firstName'],
      ['__proto__', null],
    ]);
  });
});
