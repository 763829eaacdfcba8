import { createHmac } from 'node:crypto';
import { PSYCHOLOGIST_CATEGORIES, type PsychologistCategory, type ReportConsultationStatus } from '@parenthese/shared';
import type { FrozenReportRecord } from '../../../db/schema';

/*
 * From the live rows to the records the employer report freezes (decisions 0036 and 0037): the one
 * place that says which cell a consultation, a rating or an employee falls in, and how an employee is
 * named in a record (a keyed hash, never the id).
 */

/** A booking of one of the company's employees, as the repository reads it. */
export type LiveConsultation = {
  /** Null once the employee's account is erased: then `erasedEmployeeKey` names them. */
  employeeId: string | null;
  erasedEmployeeKey?: string | null;
  status: 'BOOKED' | 'CANCELLED';
  cancelledBy: 'EMPLOYEE' | 'DOCTOR' | 'ADMIN' | null;
  isLateCancellation: boolean;
  meetingType: 'PHONE' | 'TEAMS';
  category: string | null;
  /** The psychologist's categories today, for a booking without a known category. */
  doctorCategories: readonly string[];
};
export type LiveRating = { employeeId: string | null; erasedEmployeeKey?: string | null; rating: number };
export type LiveEmployee = { employeeId: string; isActivated: boolean };

/** The category a booking without one of the four is counted in when its psychologist offers none either: the general practice. */
export const FALLBACK_REPORT_CATEGORY: PsychologistCategory = 'Psychologue clinicien';

const isPsychologistCategory = (value: string | null): value is PsychologistCategory => value !== null && (PSYCHOLOGIST_CATEGORIES as readonly string[]).includes(value);

/**
 * A key naming one employee in the frozen records of one company: an HMAC of the company and employee
 * ids under a key derived from the app's data key, so the database alone cannot tell whose records
 * they are, and the same employee keeps one key from month to month (the rule counts distinct people
 * over a quarter or a year).
 */
export function createEmployeeKeyer(dataEncryptionKey: Buffer) {
  const secret = createHmac('sha256', dataEncryptionKey).update('parenthese:company-report:employee-key').digest();
  return (companyId: string, employeeId: string) => createHmac('sha256', secret).update(`${companyId}:${employeeId}`).digest().subarray(0, 16).toString('base64url');
}
export type EmployeeKeyer = ReturnType<typeof createEmployeeKeyer>;

export function reportStatusOf(consultation: Pick<LiveConsultation, 'status' | 'cancelledBy' | 'isLateCancellation'>): ReportConsultationStatus {
  if (consultation.status === 'BOOKED') return 'HELD';
  if (consultation.cancelledBy === 'DOCTOR') return 'CANCELLED_BY_PSYCHOLOGIST';
  return consultation.isLateCancellation ? 'CANCELLED_LATE' : 'CANCELLED_ON_TIME';
}

/**
 * The booking's category when it is one of the four (a booking through the API always is); otherwise
 * (a row written outside it) the first of its psychologist's categories that is, else the general
 * practice: every consultation must sit in one cell, or the breakdown would not add up to the total.
 */
export function reportCategoryOf(consultation: Pick<LiveConsultation, 'category' | 'doctorCategories'>): PsychologistCategory {
  if (isPsychologistCategory(consultation.category)) return consultation.category;
  return consultation.doctorCategories.find(isPsychologistCategory) ?? FALLBACK_REPORT_CATEGORY;
}

export function consultationRecordOf(consultation: LiveConsultation, employeeKey: string): FrozenReportRecord {
  return { employeeKey, cells: { status: reportStatusOf(consultation), mode: consultation.meetingType, category: reportCategoryOf(consultation) } };
}

export function ratingRecordOf(rating: LiveRating, employeeKey: string): FrozenReportRecord {
  return { employeeKey, cells: { score: String(rating.rating) } };
}

/** The cells of the employee snapshot's one breakdown. */
export const EMPLOYEE_ACTIVATION_CELLS = { activation: ['activated', 'notActivated'] } as const;

export function employeeRecordOf(employee: LiveEmployee, employeeKey: string): FrozenReportRecord {
  return { employeeKey, cells: { activation: employee.isActivated ? 'activated' : 'notActivated' } };
}
