/**
 * Multipart bodies for the fuzz suite's upload routes: plausible forms with junk fields and file
 * names, cut short at any byte, with a boundary that does not match, or with none at all.
 */
import fc from 'fast-check';
import { workerDocumentTypes } from '../../../src/shared/domain/worker-documents.ts';
import { docxBytes, exeBytes, multipart, pdfBytes, pngBytes } from '../../fixtures/documents.ts';
import { junkString } from './values.ts';

export type MultipartSpec = {
  fields: [string, string][];
  file: { field: string; name: string; kind: 'pdf' | 'png' | 'docx' | 'exe' | 'csv' | 'empty' | 'junk' } | null;
  /** Where the body is cut (a fraction of its length), or null for the whole body. */
  cutAt: number | null;
  boundary: 'own' | 'other' | 'none';
};

const fieldValue = fc.oneof(
  fc.constantFrom(...workerDocumentTypes.map((t) => t.value), '2030-01-31', '31/01/2030', 'Checked', '2030-02-30'),
  junkString,
);
const fieldName = fc.oneof(
  {
    arbitrary: fc.constantFrom('documentType', 'expiryDate', 'notes', 'weekEnding', 'method', 'checkDate', 'outcome'),
    weight: 4,
  },
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'x\u0000'), weight: 1 },
);
const fileName = fc.oneof(
  fc.constantFrom('passport.pdf', 'photo.png', 'letter.docx', 'a.exe', 'payroll.csv', 'noext', ''),
  junkString.map((s) => `${s}.pdf`),
);

export const multipartSpec: fc.Arbitrary<MultipartSpec> = fc.record({
  fields: fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 4 }),
  file: fc.option(
    fc.record({
      field: fc.constantFrom('file', 'document', 'evidence', 'other'),
      name: fileName,
      kind: fc.constantFrom('pdf', 'png', 'docx', 'exe', 'csv', 'empty', 'junk'),
    }),
    { freq: 5 },
  ),
  cutAt: fc.option(fc.double({ min: 0, max: 0.999, noNaN: true }), { freq: 2 }),
  boundary: fc.constantFrom('own', 'own', 'own', 'other', 'none'),
});

const bytesOf = {
  pdf: pdfBytes,
  png: pngBytes,
  docx: docxBytes,
  exe: exeBytes,
  // A payroll CSV (docs/domain.md) whose rows break every rule: an unknown NI number, a bad date, a negative amount.
  csv: () => Buffer.from('NI Number,Pay Date,Gross Pay,Tax,NI,Pension,Net Pay\r\nZZ999999Z,2025-02-30,-1,x,0,0,"1\r\n'),
  empty: () => Buffer.alloc(0),
  junk: () => Buffer.from('\u0000\u00ff junk'),
} as const;

/** The body and Content-Type a spec describes. */
export async function buildMultipart(spec: MultipartSpec): Promise<{ payload: Buffer; contentType: string }> {
  const file = spec.file
    ? {
        field: spec.file.field,
        name: spec.file.name,
        bytes: bytesOf[spec.file.kind](),
        type: 'application/octet-stream',
      }
    : undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of spec.fields)
    Object.defineProperty(fields, name, { value, enumerable: true, configurable: true, writable: true });
  const built = await multipart(fields, file);
  const payload =
    spec.cutAt === null ? built.payload : built.payload.subarray(0, Math.floor(built.payload.length * spec.cutAt));
  const contentType =
    spec.boundary === 'own'
      ? built.contentType
      : spec.boundary === 'other'
        ? 'multipart/form-data; boundary=----not-the-one'
        : 'multipart/form-data';
  return { payload, contentType };
}
