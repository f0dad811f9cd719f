import type { Manifest } from './archive-format.ts';

/** The one-line summaries `npm run backup` and `npm run restore` print. */
const n = (value: number) => value.toLocaleString('en-GB');
export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** "49 tables (12,345 rows) and 183 files (1.2 MB)" */
export function contents(manifest: Manifest): string {
  const tables = Object.values(manifest.tables);
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.sizeBytes, 0);
  return `${n(tables.length)} tables (${n(rows)} rows) and ${n(manifest.files.length)} files (${megabytes(bytes)})`;
}

export const backupLine = (manifest: Manifest, out: string, archiveBytes: number, ms: number) =>
  `Backed up ${contents(manifest)} to ${out} (${megabytes(archiveBytes)}) in ${seconds(ms)}.`;

export const restoreLine = (manifest: Manifest, from: string, ms: number) =>
  `Restored ${contents(manifest)} from ${from} in ${seconds(ms)}: every table's row count and every file's SHA-256 match its manifest.`;

export const mismatchLine = (from: string, problems: number) =>
  `Restored from ${from}, but ${n(problems)} ${problems === 1 ? 'thing differs' : 'things differ'} from its manifest (listed above).`;
