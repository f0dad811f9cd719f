import { describe, expect, it } from 'vitest';
import { commentTagLabel } from '../../src/shared/domain/agencies.ts';
import { agencyCsvRowToFields, mapAgencyCsvHeaders } from '../../src/shared/domain/agency-csv.ts';
import { addedAgo, agencyStatusBadge } from '../../src/shared/domain/agency-display.ts';
import {
  agencyDocumentsSummary,
  agencyDocumentStatus,
  readAgencyDocumentType,
} from '../../src/shared/domain/agency-documents.ts';
import { communicationPeriodStart, startOfLondonDay } from '../../src/shared/domain/agency-periods.ts';
import { trustBand, trustLabel, trustScoreOptions, trustSummaryBand } from '../../src/shared/domain/agency-trust.ts';
import { formatPence, poundsTextToPence } from '../../src/shared/domain/money.ts';

describe('trust labels (docs/domain.md, Agencies; 90+ is Outstanding everywhere)', () => {
  it.each([
    [100, 'Outstanding'],
    [90, 'Outstanding'],
    [89, 'Very Good'],
    [80, 'Very Good'],
    [70, 'Good'],
    [60, 'Above Average'],
    [50, 'Average'],
    [40, 'Fair'],
    [30, 'Below Average'],
    [20, 'Low'],
    [10, 'Very Low'],
    [9, 'Not Assessed'],
    [0, 'Not Assessed'],
  ])('%i is %s', (score, label) => expect(trustLabel(score)).toBe(label));

  it('the selector offers 0 to 100 in steps of 10, with 90 and 100 labelled Outstanding', () => {
    expect(trustScoreOptions.map((o) => o.value)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(trustScoreOptions.at(-2)).toEqual({ value: 90, label: 'Outstanding' });
  });
});

describe('trust colour bands start at 90, 70, 50, 30, above 0 and exactly 0', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [80, 'good'],
    [70, 'good'],
    [60, 'average'],
    [50, 'average'],
    [40, 'poor'],
    [30, 'poor'],
    [20, 'low'],
    [10, 'low'],
    [1, 'low'],
    [0, 'none'],
  ])('%i -> %s', (score, band) => expect(trustBand(score)).toBe(band));
});

describe('trust summary bands: high 70+, medium 50-69, low below 50', () => {
  it.each([
    [100, 'high'],
    [70, 'high'],
    [69, 'medium'],
    [50, 'medium'],
    [49, 'low'],
    [0, 'low'],
  ])('%i -> %s', (score, band) => expect(trustSummaryBand(score)).toBe(band));
});

describe('status labels (docs/domain.md, Agencies)', () => {
  it.each([
    ['active', 'Active', 'green'],
    ['on_hold', 'On Hold', 'yellow'],
    ['left', 'Left', 'orange'],
    ['going_bust', 'Going Bust', 'red'],
    ['dormant', 'dormant', 'gray'],
    [null, 'Unknown', 'gray'],
  ])('%s -> %s (%s)', (status, label, colour) => expect(agencyStatusBadge(status)).toEqual({ label, colour }));
});

describe('"Added ... ago": days, months after 30 days, years after 365', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  it.each([
    [0, 'Added today'],
    [1, 'Added 1 day ago'],
    [2, 'Added 2 days ago'],
    [30, 'Added 30 days ago'],
    [31, 'Added 1 month ago'],
    [60, 'Added 2 months ago'],
    [365, 'Added 12 months ago'],
    [366, 'Added 1 year ago'],
    [800, 'Added 2 years ago'],
  ])('%i days -> %s', (days, text) => expect(addedAgo(daysAgo(days), now)).toBe(text));

  it('counts calendar days in London: 23:30 UTC on the 14th is already the 15th in summer', () =>
    expect(addedAgo(new Date('2025-06-14T23:30:00Z'), now)).toBe('Added today'));
});

describe('document validity and the documents summary (docs/domain.md, Agencies)', () => {
  const today = '2025-06-15';
  it.each([
    [null, 'valid'],
    ['2025-06-14', 'expired'],
    ['2025-06-15', 'expiring'],
    ['2025-07-15', 'expiring'],
    ['2025-07-16', 'valid'],
  ])('expiry %s -> %s', (expiry, status) => expect(agencyDocumentStatus(expiry, today)).toBe(status));

  it.each([
    [[], 'no-documents', 0, 0],
    [[{ expiryDate: null }], 'valid', 0, 0],
    [[{ expiryDate: null }, { expiryDate: '2025-07-01' }], 'expiring', 1, 0],
    [[{ expiryDate: '2025-07-01' }, { expiryDate: '2025-01-01' }], 'expired', 1, 1],
  ])('%j -> %s', (docs, status, expiringCount, expiredCount) =>
    expect(agencyDocumentsSummary(docs, today)).toEqual({ status, total: docs.length, expiringCount, expiredCount }),
  );

  it.each([
    ['', 'terms_and_conditions'],
    [undefined, 'terms_and_conditions'],
    ['contract', 'contract'],
    ['Insurance Certificate', 'insurance_certificate'],
    ['COMPLIANCE DOCUMENT', 'compliance_document'],
    ['passport', null],
  ])('document type %j -> %s', (value, type) => expect(readAgencyDocumentType(value)).toBe(type));
});

describe('CSV header mapping (docs/domain.md, Agencies): case, spaces and asterisks ignored, aliases accepted', () => {
  it('maps the spec headers and their aliases, each field once', () => {
    expect(
      mapAgencyCsvHeaders([
        '\uFEFFName*',
        'Main Contact Name',
        'contact email',
        'mainContactPhone',
        'Registration Number',
        'Post Code',
        'CITY *',
        'Business_Type',
        'Fee',
        'Contact Name',
        'Favourite Colour',
      ]),
    ).toEqual({
      '\uFEFFName*': 'name',
      'Main Contact Name': 'contactName',
      'contact email': 'contactEmail',
      mainContactPhone: 'contactPhone',
      'Registration Number': 'companyNumber',
      'Post Code': 'postalCode',
      'CITY *': 'city',
      Business_Type: 'businessType',
      Fee: 'fee',
      'Contact Name': null,
      'Favourite Colour': null,
    });
  });

  it('turns a row keyed by headers into fields, trimming text', () =>
    expect(agencyCsvRowToFields({ 'Agency Name': ' Acme, Ltd ', City: 'Leeds', Other: 'x' })).toEqual({
      name: 'Acme, Ltd',
      city: 'Leeds',
    }));
});

describe('money: pounds typed to pence, and shown as £', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0', 0],
    ['0.01', 1],
    ['12.', 1200],
    ['12.345', null],
    ['-1', null],
    ['1e3', null],
    ['£12', null],
    ['', null],
  ])('%j -> %s', (text, pence) => expect(poundsTextToPence(text)).toBe(pence));
  it('formats £1,234.56', () => expect(formatPence(123456)).toBe('£1,234.56'));
});

describe('comment tags are shown capitalised', () => {
  it.each([
    ['call', 'Call'],
    ['follow-up', 'Follow-up'],
  ])('%s -> %s', (tag, label) => expect(commentTagLabel(tag)).toBe(label));
});

describe('communication periods in Europe/London (docs/domain.md, Agencies)', () => {
  const summer = new Date('2025-06-15T09:00:00Z');
  it('today starts at London midnight (23:00 UTC in summer, 00:00 UTC in winter)', () => {
    expect(startOfLondonDay(summer).toISOString()).toBe('2025-06-14T23:00:00.000Z');
    expect(startOfLondonDay(new Date('2025-01-15T09:00:00Z')).toISOString()).toBe('2025-01-15T00:00:00.000Z');
  });
  it.each([
    ['week', '2025-06-08T09:00:00.000Z'],
    ['month', '2025-05-16T09:00:00.000Z'],
  ] as const)('%s starts at %s', (period, start) =>
    expect(communicationPeriodStart(period, summer)?.toISOString()).toBe(start),
  );
  it('no period means no limit', () => expect(communicationPeriodStart('all', summer)).toBeNull());
});
