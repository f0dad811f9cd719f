/**
 * The path tables of src/shared/api and the routes the server registers are the same list
 * (docs/decisions/0011-one-name-per-area.md): a route registered from a literal, or a table entry
 * no route uses, fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiPath } from '../../src/shared/api/paths.ts';
import { createTestApp } from '../helpers/app.ts';

const t = await createTestApp();
afterAll(() => t.close());

const sharedApiDir = path.resolve(import.meta.dirname, '../../src/shared/api');

/** Every `<area>Paths` table exported by src/shared/api, as "file: name.entry" -> pattern. */
async function tablePatterns(): Promise<Map<string, string>> {
  const patterns = new Map<string, string>();
  for (const file of fs.readdirSync(sharedApiDir).filter((f) => f.endsWith('.ts'))) {
    const exports = (await import(path.join(sharedApiDir, file))) as Record<string, unknown>;
    for (const [name, table] of Object.entries(exports)) {
      if (!name.endsWith('Paths')) continue;
      for (const [entry, value] of Object.entries(table as Record<string, ApiPath<string>>))
        patterns.set(`${file}: ${name}.${entry}`, value.pattern);
    }
  }
  return patterns;
}

describe('the path tables', () => {
  it('name every /api route the server registers, and nothing else', async () => {
    const tables = await tablePatterns();
    const registered = [...new Set(t.routes.map((route) => route.url))].sort();
    expect([...new Set(tables.values())].sort()).toEqual(registered);
  });

  it('give each address one entry', async () => {
    const patterns = [...(await tablePatterns()).values()];
    expect(patterns.length).toBe(new Set(patterns).size);
  });
});
