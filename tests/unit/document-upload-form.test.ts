import { describe, expect, it } from 'vitest';
import {
  documentStatusBadge,
  documentTypeLabel,
  hasExpiry,
} from '../../src/client/features/workers/components/documents/document-labels.ts';
import { documentUploadForm } from '../../src/client/features/workers/components/documents/document-upload-schema.ts';
import { acceptAttribute } from '../../src/client/lib/document-file.ts';
import { uploadFormData } from '../../src/client/features/workers/api/upload-form-data.ts';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);
const messagesOf = (values: unknown) => {
  const result = documentUploadForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('document upload form checks', () => {
  it('accepts a file with a type', () => {
    const result = documentUploadForm.safeParse({
      file: file('passport.pdf'),
      documentType: 'passport',
      expiryDate: '2030-01-31',
      notes: '',
    });
    expect(result.success && result.data).toMatchObject({
      documentType: 'passport',
      expiryDate: '2030-01-31',
      notes: null,
    });
  });

  it.each([
    [{ file: null, documentType: 'cv' }, ['No file selected']],
    [{ file: file('cv.pdf'), documentType: null }, ['Document type required']],
    [
      { file: file('big.pdf', 10 * 1024 * 1024 + 1), documentType: 'cv' },
      ['File too large: File size must be less than 10MB'],
    ],
    [
      { file: file('run.exe'), documentType: 'cv' },
      ['Invalid file type: Please upload PDF, DOC, DOCX, JPG, JPEG, or PNG files only'],
    ],
  ])('%o -> %o', (values, messages) =>
    expect(messagesOf({ expiryDate: null, notes: '', ...values })).toEqual(messages),
  );

  it('offers the spec file kinds', () => expect(acceptAttribute).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png'));
});

describe('document labels', () => {
  it('names types and offers expiry only where the type has one', () => {
    expect(documentTypeLabel('national_insurance')).toBe('National Insurance Letter');
    expect(hasExpiry('passport')).toBe(true);
    expect(hasExpiry('right_to_work')).toBe(false);
    expect(hasExpiry(null)).toBe(false);
  });

  it.each([
    ['valid', 'Valid', 'green'],
    ['expiring', 'Expiring Soon', 'orange'],
    ['expired', 'Expired', 'red'],
    [null, 'Unknown', 'gray'],
  ] as const)('%s -> %s', (status, label, color) => expect(documentStatusBadge(status)).toEqual({ label, color }));
});

describe('the upload body (docs/domain.md, Workers: the file is `document` in one dialog, `file` in the other)', () => {
  const upload = { file: file('p45.pdf'), documentType: 'p45', expiryDate: null, notes: '  left in May ' };
  it('the document manager sends the file as document', () => {
    const form = uploadFormData(upload);
    expect([...form.keys()]).toEqual(['documentType', 'notes', 'document']);
    expect((form.get('document') as File).name).toBe('p45.pdf');
    expect(form.get('notes')).toBe('left in May');
  });
  it('the upload-only dialog sends it as file', () => {
    const form = uploadFormData({ ...upload, expiryDate: '2030-01-31', fileField: 'file' });
    expect([...form.keys()]).toEqual(['documentType', 'expiryDate', 'notes', 'file']);
    expect((form.get('file') as File).name).toBe('p45.pdf');
  });
});
