import { describe, expect, it } from 'vitest';
import { consultationRecordOf, createEmployeeKeyer, employeeRecordOf, FALLBACK_REPORT_CATEGORY, ratingRecordOf, reportCategoryOf, reportStatusOf } from './report-records';

const booking = { status: 'BOOKED', cancelledBy: null, isLateCancellation: false, meetingType: 'PHONE', category: 'Psychologue du travail', doctorCategories: [] } as const;

describe('report records: live rows to the records the report freezes', () => {
  it('names each way a booking ended', () => {
    expect(reportStatusOf(booking)).toBe('HELD');
    expect(reportStatusOf({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: false })).toBe('CANCELLED_ON_TIME');
    expect(reportStatusOf({ status: 'CANCELLED', cancelledBy: 'ADMIN', isLateCancellation: false })).toBe('CANCELLED_ON_TIME');
    expect(reportStatusOf({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: true })).toBe('CANCELLED_LATE');
    expect(reportStatusOf({ status: 'CANCELLED', cancelledBy: 'DOCTOR', isLateCancellation: false })).toBe('CANCELLED_BY_PSYCHOLOGIST');
  });

  it("keeps a booking's category, else its psychologist's first known one, else the general practice", () => {
    expect(reportCategoryOf(booking)).toBe('Psychologue du travail');
    expect(reportCategoryOf({ category: null, doctorCategories: ['Hypnose', 'Neuropsychologue', 'Psychologue social'] })).toBe('Neuropsychologue');
    expect(reportCategoryOf({ category: 'Ancienne catégorie', doctorCategories: [] })).toBe(FALLBACK_REPORT_CATEGORY);
  });

  it('gives each record its cells and the key, never the id', () => {
    expect(consultationRecordOf({ ...booking, employeeId: 'e1' }, 'k1')).toEqual({ employeeKey: 'k1', cells: { status: 'HELD', mode: 'PHONE', category: 'Psychologue du travail' } });
    expect(ratingRecordOf({ employeeId: 'e1', rating: 4 }, 'k1')).toEqual({ employeeKey: 'k1', cells: { score: '4' } });
    expect(employeeRecordOf({ employeeId: 'e1', isActivated: false }, 'k1')).toEqual({ employeeKey: 'k1', cells: { activation: 'notActivated' } });
  });

  it('keys an employee the same way every month, apart per company and per data key, and hides the id', () => {
    const keyOf = createEmployeeKeyer(Buffer.alloc(32, 1));
    const employeeId = '6f1c2a52-7c0e-4f38-9a8e-0d6c1f0b9a11';
    const key = keyOf('company-a', employeeId);
    expect(keyOf('company-a', employeeId)).toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain(employeeId.slice(0, 8));
    expect(keyOf('company-b', employeeId)).not.toBe(key);
    expect(keyOf('company-a', '0a4b0f7e-8d9c-4e55-b3f1-7a2d9c1e5b60')).not.toBe(key);
    expect(createEmployeeKeyer(Buffer.alloc(32, 2))('company-a', employeeId)).not.toBe(key);
  });
});
