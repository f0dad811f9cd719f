// One path table per area (docs/decisions/0011-one-name-per-area.md): the client builds every
// address from src/shared/api, so no client source file spells an /api/ address itself.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../src/shared/api/paths.ts';
import { workerImportPaths } from '../../src/shared/api/worker-import.ts';
import { workerPaths } from '../../src/shared/api/workers.ts';

const clientDir = path.resolve(import.meta.dirname, '../../src/client');

describe('apiPath', () => {
  it('keeps the pattern Fastify registers', () => {
    expect(workerPaths.one.pattern).toBe('/api/workers/:id');
  });

  it('builds the address with each parameter in its place', () => {
    const documentOfWorker = apiPath('/api/workers/:id/documents/:docId/download');
    expect(documentOfWorker.build({ id: 12, docId: 7 })).toBe('/api/workers/12/documents/7/download');
    expect(workerPaths.list.build()).toBe('/api/workers');
  });

  it('URL-encodes a parameter', () => {
    expect(workerImportPaths.rows.build({ sessionId: 'a/b c?' })).toBe('/api/upload-workers/a%2Fb%20c%3F/rows');
  });
});

describe('client sources', () => {
  it('hold no /api/ string literal: every address comes from a path table in src/shared/api', () => {
    const sources = fs
      .readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file));
    expect(sources.length).toBeGreaterThan(100);
    const hits = sources.flatMap((file) =>
      fs
        .readFileSync(path.join(clientDir, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/['"`]\/api\//.test(line) ? [`src/client/${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
