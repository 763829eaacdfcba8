import { describe, expect, it } from 'vitest';
import { contactMessages } from '../rules/demo-request';
import { apiErrorSchema } from './api-error';
import { API_ERROR_CODES, defaultErrorCode } from './api-error-codes';
import { contactRefusalCode } from './contact';

describe('API error codes', () => {
  it('gives each error status its generic code, BAD_REQUEST or INTERNAL for one not listed', () => {
    const statuses = [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 503, 405, 500];
    expect(statuses.map(defaultErrorCode)).toEqual([
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'GONE',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'UNPROCESSABLE',
      'RATE_LIMITED',
      'SERVICE_UNAVAILABLE',
      'BAD_REQUEST',
      'INTERNAL',
    ]);
  });

  it('lists each code once, and the error body requires one of them', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(apiErrorSchema.safeParse({ message: 'Ressource introuvable.' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ code: 'SOMETHING_ELSE', message: 'x' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ code: 'SLOT_TAKEN', message: 'x' }).success).toBe(true);
  });

  it("classifies a contact request's field sentences: suspicious first, then a required field, then any format", () => {
    const { suspicious, required, invalidFormat } = contactMessages;
    expect(contactRefusalCode([required, suspicious])).toBe('CONTACT_SUSPICIOUS');
    expect(contactRefusalCode([invalidFormat, required])).toBe('CONTACT_FIELDS_MISSING');
    expect(contactRefusalCode([invalidFormat])).toBe('VALIDATION_FAILED');
  });
});
