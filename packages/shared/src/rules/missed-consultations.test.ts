import { describe, expect, it } from 'vitest';
import { parisDateTime } from './paris-time';
import { isMissedConsultationBilled, isMissedConsultationDisputed, isMissedConsultationRefunded, missedReportTiming, NO_SHOW_POLICY } from './missed-consultations';

// A Tuesday 10:00 in Paris, the week daylight saving ends (25 October 2026).
const start = parisDateTime(2026, 10, 20, 10);
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);

describe('the window to declare a missed consultation', () => {
  it('opens at the start, not before', () => {
    expect(missedReportTiming(start, minutes(-1))).toBe('not-started');
    expect(missedReportTiming(start, start)).toBe('open');
    expect(missedReportTiming(start, minutes(30))).toBe('open');
  });

  it('closes 7 days (of 24 h) after the start, across a change of time', () => {
    expect(missedReportTiming(start, minutes(7 * 24 * 60))).toBe('open');
    expect(missedReportTiming(start, minutes(7 * 24 * 60 + 1))).toBe('closed');
  });
});

describe('who is believed', () => {
  const none = { isEmployeeNoShow: false, isPsychologistNoShow: false };
  const employeeAbsent = { isEmployeeNoShow: true, isPsychologistNoShow: false };
  const psychologistAbsent = { isEmployeeNoShow: false, isPsychologistNoShow: true };
  const both = { isEmployeeNoShow: true, isPsychologistNoShow: true };

  it('bills a held consultation, and an employee absence by default', () => {
    expect(NO_SHOW_POLICY.isEmployeeAbsenceBilled).toBe(true);
    expect(isMissedConsultationBilled(none)).toBe(true);
    expect(isMissedConsultationBilled(employeeAbsent)).toBe(true);
    expect(isMissedConsultationBilled(employeeAbsent, { isEmployeeAbsenceBilled: false })).toBe(false);
  });

  it('never bills nor keeps the credit of a consultation the employee says did not happen, even when both declare it', () => {
    expect(isMissedConsultationBilled(psychologistAbsent)).toBe(false);
    expect(isMissedConsultationBilled(both)).toBe(false);
    expect(isMissedConsultationRefunded(psychologistAbsent)).toBe(true);
    expect(isMissedConsultationRefunded(both)).toBe(true);
    expect(isMissedConsultationRefunded(employeeAbsent)).toBe(false);
  });

  it('flags only the case both sides declare', () => {
    expect([none, employeeAbsent, psychologistAbsent, both].map(isMissedConsultationDisputed)).toEqual([false, false, false, true]);
  });
});
