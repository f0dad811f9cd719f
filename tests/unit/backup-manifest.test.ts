import { describe, expect, it } from 'vitest';
import { parseManifest, type Manifest } from '../../scripts/backup/archive-format.ts';
import { fingerprintDifferences } from '../../scripts/backup/drill-seed.ts';

const sha = 'a'.repeat(64);
const manifest: Manifest = {
  format: 'worker-crm-backup',
  formatVersion: 1,
  createdAt: '2025-06-30T21:00:00.000Z',
  appVersion: '0.1.0',
  source: { engine: 'pglite', fileStore: 'disk' },
  migrations: { applied: 42, last: '0041_retention' },
  tables: { users: { rows: 3, bytes: 900, sha256: sha } },
  sequences: { users_id_seq: { value: 3, called: true } },
  files: [{ area: 'files', name: '2025/06/0123456789abcdef0123456789abcdef.pdf', sizeBytes: 10, sha256: sha }],
};

describe('the backup manifest', () => {
  it('reads a manifest of this format', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('refuses what is not a manifest of ours, of a later format, or malformed, saying why', () => {
    expect(() => parseManifest('{')).toThrow('manifest.json is not JSON');
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: 'other' }))).toThrow(
      'manifest.json does not describe a Worker CRM backup',
    );
    expect(() => parseManifest(JSON.stringify({ ...manifest, formatVersion: 2 }))).toThrow(
      'the backup is of format 2; this version of the app reads format 1 and older',
    );
    expect(() =>
      parseManifest(JSON.stringify({ ...manifest, tables: { users: { rows: -1, bytes: 0, sha256: sha } } })),
    ).toThrow('manifest.json is malformed at tables.users.rows');
  });
});

describe('the restore drill comparison', () => {
  const print = { tables: { users: { rows: 3, md5: 'x' }, workers: { rows: 2, md5: 'y' } }, files: { 'files/a': sha } };

  it('finds nothing between equal offices', () => {
    expect(fingerprintDifferences(print, structuredClone(print))).toEqual([]);
  });

  it('names each table and file that differs', () => {
    const after = {
      tables: { users: { rows: 2, md5: 'x' }, workers: { rows: 2, md5: 'z' }, extra: { rows: 0, md5: '' } },
      files: { 'files/a': 'b'.repeat(64), 'reports/b': sha },
    };
    expect(fingerprintDifferences(print, after)).toEqual([
      'table users: 3 rows before, 2 after',
      'table workers: same row count, different rows',
      'table extra: not in the source',
      'file files/a: different SHA-256',
      'file reports/b: not in the source',
    ]);
  });
});
