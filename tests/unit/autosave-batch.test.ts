import { describe, expect, it } from 'vitest';
import {
  addChange,
  displayedValue,
  initialMismatchNotice,
  prepareBatch,
  restoreFailedBatch,
  serverFieldErrors,
  settleDraft,
  validateWorkerField,
} from '../../src/client/features/workers/hooks/autosave-batch.ts';

describe('gathering edits for the card autosave', () => {
  it('keeps the latest value of each field', () => {
    let batch = addChange({}, 'firstName', 'Jo');
    batch = addChange(batch, 'city', 'Leeds');
    batch = addChange(batch, 'firstName', 'Joanne');
    expect(batch).toEqual({ firstName: 'Joanne', city: 'Leeds' });
  });

  it('sends valid fields formatted, and a cleared field as null', () => {
    const { body, sent, errors } = prepareBatch({
      postCode: 'sw1a1aa',
      email: ' Jo@Example.COM ',
      addressLine2: '',
      agencyId: 4,
    });
    expect(body).toEqual({ postCode: 'SW1A 1AA', email: 'jo@example.com', addressLine2: null, agencyId: 4 });
    expect(sent).toEqual({ postCode: 'sw1a1aa', email: ' Jo@Example.COM ', addressLine2: '', agencyId: 4 });
    expect(errors).toEqual({});
  });

  it('holds back invalid fields with the spec message and sends the rest', () => {
    const { body, errors } = prepareBatch({
      niNumber: 'AB12',
      email: 'not-an-email',
      sortCode: '12-34',
      accountNumber: '1234',
      phone: '1234',
      city: 'York',
    });
    expect(body).toEqual({ city: 'York' });
    expect(errors).toEqual({
      niNumber: 'Must be 2 letters, 6 numbers, and 1 letter, like AB123456C',
      email: 'Must be a valid email format',
      sortCode: 'Sort code must be 6 digits',
      accountNumber: 'Account number must be exactly 8 digits',
      phone: 'Must be 11 digits, like 07123456789',
    });
  });

  it('never sends a blank first or last name (the server refuses it)', () => {
    const { body, errors } = prepareBatch({ firstName: '  ', lastName: '', title: '' });
    expect(body).toEqual({ title: null });
    expect(errors).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
  });

  it('lets any other required field be cleared, so the status rules can run', () => {
    expect(prepareBatch({ niNumber: '', sortCode: null }).body).toEqual({ niNumber: null, sortCode: null });
  });

  it('sends nothing when nothing is valid', () => {
    expect(prepareBatch({ email: 'x' }).body).toEqual({});
  });
});

describe('field messages', () => {
  it.each([
    ['niNumber', 'ab123456c', null],
    ['niNumber', 'AB123456', 'Must be 2 letters, 6 numbers, and 1 letter, like AB123456C'],
    ['sortCode', '12-34-56', null],
    ['accountNumber', '12345678', null],
    ['phone', '07123456789', null],
    ['email', 'jo@example.com', null],
    ['dateOfBirth', '1990-02-30', 'Must be a real date in DD/MM/YYYY format'],
    ['initial', '1', 'Initial must be one letter'],
    ['agencyId', 3, null],
  ] as const)('%s %s -> %s', (field, value, message) => expect(validateWorkerField(field, value)).toBe(message));
});

describe('after a save', () => {
  it('drops saved edits from the screen so the server value shows, unless edited again meanwhile', () => {
    const draft = { postCode: 'sw1a1aa', city: 'Leeds', phone: '0712' };
    expect(settleDraft(draft, { postCode: 'sw1a1aa', city: 'Led' })).toEqual({ city: 'Leeds', phone: '0712' });
  });

  it('puts failed changes back, newer edits winning and refused fields left out', () => {
    const pending = { city: 'York' };
    const failed = { city: 'Leeds', email: 'bad@x', phone: '07123456789' };
    expect(restoreFailedBatch(pending, failed, ['email'])).toEqual({ city: 'York', phone: '07123456789' });
  });

  it('reads the per-field messages of a 400 answer', () => {
    const details = [
      { field: 'email', message: 'Must be a valid email format' },
      { field: 'email', message: 'second message' },
      { field: 'body', message: 'ignored' },
      'junk',
    ];
    expect(serverFieldErrors(details)).toEqual({ email: 'Must be a valid email format' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('what a field shows', () => {
  it('shows the unsaved edit, else the saved value', () => {
    expect(displayedValue({ city: 'York' }, { city: '' }, 'city')).toBe('');
    expect(displayedValue({ city: 'York' }, {}, 'city')).toBe('York');
    expect(displayedValue({}, {}, 'city')).toBeNull();
  });

  it('notices an initial that differs from the first name, without correcting it', () => {
    expect(initialMismatchNotice('J', 'joanne')).toBeNull();
    expect(initialMismatchNotice('K', 'Joanne')).toBe(
      'The initial K does not match the first letter of the first name (J).',
    );
    expect(initialMismatchNotice('', 'Joanne')).toBeNull();
  });
});
