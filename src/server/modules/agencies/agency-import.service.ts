import fs from 'node:fs';
import type { Multipart } from '@fastify/multipart';
import Papa from 'papaparse';
import { MAX_IMPORT_ROWS, type ImportAgenciesAnswer } from '../../../shared/api/agencies.ts';
import { agencyCsvRowToFields } from '../../../shared/domain/agency-csv.ts';
import {
  agencyMessages,
  cleanAgencyFields,
  missingRequiredAgencyFields,
  type AgencyValues,
} from '../../../shared/domain/agency-fields.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { receiveUpload, uploadStagingDir, type UploadRules } from '../../lib/uploads.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { assertMayAdministerAgencies } from './agency-access.ts';
import * as repo from './agencies.repository.ts';

type Row = Record<string, unknown>;
type Valid = { row: number; values: AgencyValues };
const INSERT_CHUNK = 500;

/** A CSV file of agencies: checked by extension, read as UTF-8 text (docs/domain.md). */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
export const agencyCsvRules: UploadRules = {
  fileFields: new Set(['file', 'csv', 'document']),
  kinds: { csv: { detected: 'csv', ext: 'csv', mimeType: 'text/csv' } },
  maxFileBytes: MAX_IMPORT_FILE_BYTES,
  messages: {
    invalidFileType: 'Invalid file type: Please select a CSV file',
    tooLarge: 'File too large: a CSV file must be less than 5MB',
    incompleteUpload: 'The upload was incomplete. Please try again.',
  },
};

/** Parses CSV text as papaparse does in the browser: a header row, quoted commas, quotes, BOM, CRLF. */
export function parseAgencyCsv(textValue: string): Row[] {
  const parsed = Papa.parse<Row>(textValue.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw badRequest(agencyMessages.csvParseFailed);
  if (parsed.data.length === 0) throw badRequest(agencyMessages.csvEmpty);
  if (parsed.data.length > MAX_IMPORT_ROWS) throw badRequest(agencyMessages.tooManyRows);
  return parsed.data;
}

/** The multipart form of the import: one .csv file, parsed on the server. */
export async function readAgencyCsvUpload(ctx: AppContext, parts: AsyncIterable<Multipart>): Promise<Row[]> {
  const { file } = await receiveUpload({
    parts,
    stagingDir: uploadStagingDir(ctx.config.dataDir),
    rules: agencyCsvRules,
  });
  if (!file) throw badRequest(agencyMessages.csvEmpty);
  try {
    const bytes = await fs.promises.readFile(file.path);
    let content: string;
    try {
      content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw badRequest(agencyMessages.csvParseFailed);
    }
    return parseAgencyCsv(content);
  } finally {
    await fs.promises.rm(file.path, { force: true });
  }
}

const nameOf = (row: Row) => {
  const fields = agencyCsvRowToFields(row);
  return typeof fields.name === 'string' ? fields.name.trim().toUpperCase() : '';
};

/**
 * POST /api/agencies/import (admin; docs/domain.md): each row is checked with the create
 * rules; a row that breaks one, or whose name exists already (or earlier in the file), is skipped
 * with its reason. The rest are added in one transaction; the unique index has the last word on names.
 */
export async function importAgencies(
  ctx: AppContext,
  user: SessionUser,
  rows: Row[],
  meta: RequestMeta,
): Promise<ImportAgenciesAnswer> {
  assertMayAdministerAgencies(user);
  if (rows.length === 0) throw badRequest(agencyMessages.csvEmpty);
  const skippedRows: ImportAgenciesAnswer['skippedRows'] = [];
  const valid: Valid[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    const fields = agencyCsvRowToFields(raw);
    const issues = [...missingRequiredAgencyFields(fields), ...cleanAgencyFields(fields).issues];
    const { values } = cleanAgencyFields(fields);
    if (issues.length > 0) {
      skippedRows.push({ row, name: nameOf(raw), reason: issues[0]!.message });
    } else if (seen.has(values.name!)) {
      skippedRows.push({ row, name: values.name!, reason: agencyMessages.duplicateName });
    } else {
      seen.add(values.name!);
      valid.push({ row, values: values as AgencyValues });
    }
  });
  const added = await ctx.db.transaction(async (tx) => {
    const taken = await repo.existingNames(
      tx,
      valid.map((v) => v.values.name),
    );
    const fresh = valid.filter((v) => !taken.has(v.values.name));
    for (const v of valid)
      if (taken.has(v.values.name))
        skippedRows.push({ row: v.row, name: v.values.name, reason: agencyMessages.duplicateName });
    const ids: number[] = [];
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      const chunk = fresh.slice(i, i + INSERT_CHUNK);
      const inserted = await repo.insertAgencies(
        tx,
        chunk.map((v) => v.values),
      );
      const insertedNames = new Set(inserted.map((r) => r.name));
      ids.push(...inserted.map((r) => r.id));
      for (const v of chunk)
        if (!insertedNames.has(v.values.name))
          skippedRows.push({ row: v.row, name: v.values.name, reason: agencyMessages.duplicateName });
    }
    await recordAudit(tx, {
      actor: user,
      action: 'import',
      entityType: 'agency',
      changes: [
        { field: 'added', to: ids.length },
        { field: 'agencyIds', to: ids },
      ],
      ip: meta.ip,
    });
    return ids.length;
  });
  skippedRows.sort((a, b) => a.row - b.row);
  return { added, skipped: skippedRows.length, skippedRows };
}
