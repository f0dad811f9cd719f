import ExcelJS from 'exceljs';
import { allowedValuesText } from '../../../shared/domain/worker-field-helpers.ts';
import {
  maritalStatuses,
  niCategories,
  wk1Mth1Bases,
  workerGenders,
  workerTitles,
} from '../../../shared/domain/worker-fields.ts';
import { templateHeader, workerTemplateFields } from './worker-template.fields.ts';

export const TEMPLATE_FILE_NAME = 'worker-template.xlsx';
/** Rows that carry the drop-down lists and text formatting: far more than one import holds. */
const PREPARED_ROWS = 2000;

const requiredLabels = workerTemplateFields.filter((f) => f.required).map((f) => f.label);

/** The Notes sheet: how to fill the template in, one line per row. */
const notes: readonly string[] = [
  'How to fill in the worker template',
  '',
  `Required fields (marked *): ${requiredLabels.join(', ')}. A row without one of them cannot be imported.`,
  'Row 2 is an example: replace it with your first worker or delete it before importing.',
  'Dates: DD/MM/YYYY, a real calendar date (e.g. 17/05/1990). Date of Birth and Work Start Date.',
  'Phone: 11 digits starting with 0 (e.g. 07700900123); spaces are removed.',
  'Email: a valid address (e.g. name@example.com).',
  'NI Number: 2 letters, 6 numbers and 1 letter (e.g. AB123456C); spaces are removed.',
  'Post Code: a UK post code (e.g. LS1 4AP).',
  'Sort Code: 6 digits, with or without dashes (e.g. 12-34-56). Account Number: exactly 8 digits.',
  `Title: ${allowedValuesText(workerTitles)}. Gender: ${allowedValuesText(workerGenders)} (M and F are read too).`,
  `Marital Status: ${allowedValuesText(maritalStatuses)}.`,
  `NI Category: one letter, ${niCategories.map((c) => c.value).join(', ')} (A is standard).`,
  `Wk1/Mth1 Basis: ${wk1Mth1Bases.map((b) => `${b.value} = ${b.label}`).join(', ')}.`,
  'Payment Frequency: Weekly, Fortnightly or Monthly. Tax Code: an HMRC code such as 1257L, BR or S1257L.',
  "Immigration Share Code: the 9-character code of the worker's online right-to-work check (e.g. W4X8KT9P2); spaces are removed. Notes: free text.",
  "Agency and Payroll Company: chosen for the whole file in the import's Agency step; the columns are for your own reference.",
  'Every column is formatted as text so leading zeros (phone, account number) are kept.',
  'Accepted files: .xlsx or .csv. Imported workers land in the Pending tab.',
];

/** exceljs validates whole ranges (worksheet.dataValidations) but its typings only know the per-cell form. */
const rangeValidations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add: (range: string, validation: ExcelJS.DataValidation) => void } })
    .dataValidations;

function workersSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('Workers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = workerTemplateFields.map((f) => ({
    header: templateHeader(f),
    key: f.field,
    width: f.width,
    style: { numFmt: '@' },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  workerTemplateFields.forEach((f, i) => {
    if (f.required) header.getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
  });
  sheet.addRow(workerTemplateFields.map((f) => f.example));
  workerTemplateFields.forEach((f, i) => {
    if (!f.choices) return;
    const column = sheet.getColumn(i + 1).letter;
    rangeValidations(sheet).add(`${column}2:${column}${PREPARED_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${f.choices.join(',')}"`],
      showErrorMessage: true,
      errorTitle: f.label,
      error: `Choose one of: ${f.choices.join(', ')}`,
    });
  });
}

function notesSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('Notes');
  sheet.getColumn(1).width = 110;
  for (const line of notes) sheet.addRow([line]);
  sheet.getRow(1).font = { bold: true, size: 14 };
}

/** The bulk-import template (GET /api/workers/download-template): the same bytes for everyone. */
export async function buildWorkerTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Worker CRM';
  workbook.created = new Date(Date.UTC(2025, 0, 1));
  workersSheet(workbook);
  notesSheet(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let built: Promise<Buffer> | undefined;

/**
 * The template, built on first use and kept: the same bytes for everyone while the server runs,
 * whichever route serves it (GET /api/workers/download-template, GET /api/upload-workers/template).
 * A failed build is forgotten, so the next call tries again.
 */
export function workerTemplate(): Promise<Buffer> {
  built ??= buildWorkerTemplate().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}
