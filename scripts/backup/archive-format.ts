import { z } from 'zod';

/**
 * The backup archive (docs/decisions/0026-backup-archive.md): one .zip holding
 *   database/<table>.jsonl   one line per row, the row as PostgreSQL's row_to_json writes it;
 *   files/<stored name>      the uploaded files (documents, evidence, import files);
 *   reports/<stored name>    the kept reports;
 *   manifest.json            written last: what the archive holds and the figures a restore checks.
 */
export const FORMAT = 'worker-crm-backup';
export const FORMAT_VERSION = 1;

export const AREAS = ['files', 'reports'] as const;
export type Area = (typeof AREAS)[number];

export const tableEntry = (table: string) => `database/${table}.jsonl`;
export const fileEntry = (area: Area, name: string) => `${area}/${name}`;
export const MANIFEST_ENTRY = 'manifest.json';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  source: z.object({ engine: z.enum(['pglite', 'postgres']), fileStore: z.enum(['disk', 's3']) }),
  /** The migrations applied to the database backed up: how many, and the last one's tag in drizzle/. */
  migrations: z.object({ applied: count, last: z.string().nullable() }),
  /** Every table of the public schema, by name: its rows, and the size and SHA-256 of its entry. */
  tables: z.record(z.string(), z.object({ rows: count, bytes: count, sha256 })),
  /** Each sequence's position, so ids are never handed out twice after a restore. */
  sequences: z.record(z.string(), z.object({ value: z.number().int(), called: z.boolean() })),
  files: z.array(z.object({ area: z.enum(AREAS), name: z.string(), sizeBytes: count, sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Reads manifest.json's text; a file that is not one of ours, or of a later format, is refused with the reason. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('manifest.json is not JSON');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== FORMAT) throw new Error('manifest.json does not describe a Worker CRM backup');
  if (typeof format.formatVersion === 'number' && format.formatVersion > FORMAT_VERSION)
    throw new Error(
      `the backup is of format ${format.formatVersion}; this version of the app reads format ${FORMAT_VERSION} and older`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`manifest.json is malformed at ${issue?.path.join('.') || 'its top'}: ${issue?.message}`);
  }
  return parsed.data;
}
