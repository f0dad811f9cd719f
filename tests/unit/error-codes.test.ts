import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/lib/api-client.ts';
import { isRefusal } from '../../src/client/lib/errors.ts';
import { errorStatus } from '../../src/server/lib/app-error.ts';
import { errorCodes } from '../../src/shared/api/errors.ts';

const refusal = (body: object) => new ApiError(400, JSON.stringify(body), body);
const belowGate = (message: string) =>
  refusal({ code: 'VALIDATION_ERROR', message, details: [{ field: 'completionPercentage', message }] });

describe('error codes: one list for server and client', () => {
  it('the server maps exactly the shared codes to a status', () => {
    expect(Object.keys(errorStatus).sort()).toEqual([...errorCodes].sort());
  });

  it('the client tells the 80% refusal by its code and field, whatever its wording', () => {
    expect(
      isRefusal(
        belowGate('Please complete at least 80% of the form before submitting.'),
        'VALIDATION_ERROR',
        'completionPercentage',
      ),
    ).toBe(true);
    expect(isRefusal(belowGate('Any other wording'), 'VALIDATION_ERROR', 'completionPercentage')).toBe(true);
  });

  it('another code, another field, no body or no ApiError is not that refusal', () => {
    const otherField = refusal({ code: 'VALIDATION_ERROR', message: 'x', details: [{ field: 'email', message: 'x' }] });
    expect(isRefusal(otherField, 'VALIDATION_ERROR', 'completionPercentage')).toBe(false);
    expect(isRefusal(refusal({ code: 'DUPLICATE_NI', message: 'x' }), 'VALIDATION_ERROR')).toBe(false);
    expect(isRefusal(new ApiError(400, 'Bad Request', null), 'VALIDATION_ERROR')).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'), 'VALIDATION_ERROR')).toBe(false);
    expect(isRefusal(refusal({ code: 'DUPLICATE_NI', message: 'x' }), 'DUPLICATE_NI')).toBe(true);
  });
});
