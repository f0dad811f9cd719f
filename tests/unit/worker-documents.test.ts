import { describe, expect, it } from 'vitest';
import { complianceSummary, documentStatus, guessDocumentType } from '../../src/shared/domain/worker-documents.ts';

const today = '2025-06-01';

describe('document status', () => {
  it.each([
    [null, 'valid'],
    ['2025-05-31', 'expired'],
    ['2025-06-01', 'expiring'],
    ['2025-07-01', 'expiring'],
    ['2025-07-02', 'valid'],
  ] as const)('expiry %s -> %s', (expiry, status) => expect(documentStatus(expiry, today)).toBe(status));
});

describe('compliance summary', () => {
  it('is compliant with passport, right to work and NI letter present and nothing expired', () => {
    const docs = [
      { documentType: 'passport', expiryDate: '2025-06-20' },
      { documentType: 'right_to_work', expiryDate: null },
      { documentType: 'national_insurance', expiryDate: null },
    ];
    expect(complianceSummary(docs, today)).toEqual({
      overallCompliant: true,
      expiringCount: 1,
      expiredCount: 0,
      missingTypes: [],
    });
  });
  it('is not compliant when a required type is missing or a document expired', () => {
    const docs = [
      { documentType: 'passport', expiryDate: '2025-01-01' },
      { documentType: 'right_to_work', expiryDate: null },
    ];
    expect(complianceSummary(docs, today)).toEqual({
      overallCompliant: false,
      expiringCount: 0,
      expiredCount: 1,
      missingTypes: ['national_insurance'],
    });
  });
});

describe('document type guessed from the file name', () => {
  it.each([
    ['Passport_scan.pdf', 'passport'],
    ['jo-visa.png', 'visa'],
    ['right-to-work-check.pdf', 'right_to_work'],
    ['driving licence.jpg', 'driving_licence'],
    ['NI letter.pdf', 'national_insurance'],
    ['P45.pdf', 'p45'],
    ['BRP front.jpg', 'brp'],
    ['CV 2025.docx', 'cv'],
    ['photo.jpg', 'other'],
  ] as const)('%s -> %s', (name, type) => expect(guessDocumentType(name)).toBe(type));
});
