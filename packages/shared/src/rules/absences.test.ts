import { describe, expect, it } from 'vitest';
import { absenceInterval, absenceProblem, overlapsAny } from './absences';
import { parisDateTime } from './paris-time';

const NOW = new Date('2027-01-04T09:00:00.000Z');

describe('absenceInterval', () => {
  it('takes whole Paris days, the last one included, across a clock change', () => {
    expect(absenceInterval({ kind: 'DAYS', firstDay: '2027-03-22', lastDay: '2027-04-04' })).toEqual({ start: new Date('2027-03-21T23:00:00.000Z'), end: new Date('2027-04-04T22:00:00.000Z') });
    expect(absenceInterval({ kind: 'DAYS', firstDay: '2027-12-25', lastDay: '2027-12-31' })).toEqual({ start: parisDateTime(2027, 12, 25), end: parisDateTime(2028, 1, 1) });
  });

  it('takes a range of Paris hours within a day', () => {
    expect(absenceInterval({ kind: 'HOURS', day: '2027-11-11', fromHour: 9, toHour: 12 })).toEqual({ start: new Date('2027-11-11T08:00:00.000Z'), end: new Date('2027-11-11T11:00:00.000Z') });
  });
});

describe('absenceProblem', () => {
  it('accepts an absence from today on, up to 92 days', () => {
    expect(absenceProblem({ kind: 'DAYS', firstDay: '2027-01-04', lastDay: '2027-04-05' }, NOW)).toBeNull();
    expect(absenceProblem({ kind: 'HOURS', day: '2027-01-04', fromHour: 9, toHour: 20 }, NOW)).toBeNull();
  });

  it('refuses the past, a reversed range, too long an absence and hours outside the working day', () => {
    expect(absenceProblem({ kind: 'DAYS', firstDay: '2027-01-03', lastDay: '2027-01-10' }, NOW)?.field).toBe('firstDay');
    expect(absenceProblem({ kind: 'DAYS', firstDay: '2027-01-10', lastDay: '2027-01-09' }, NOW)?.field).toBe('lastDay');
    expect(absenceProblem({ kind: 'DAYS', firstDay: '2027-01-04', lastDay: '2027-04-06' }, NOW)?.message).toBe('Une absence dure au plus 92 jours.');
    expect(absenceProblem({ kind: 'HOURS', day: '2027-01-05', fromHour: 6, toHour: 9 }, NOW)?.field).toBe('fromHour');
    expect(absenceProblem({ kind: 'HOURS', day: '2027-01-05', fromHour: 9, toHour: 9 }, NOW)?.field).toBe('toHour');
    expect(absenceProblem({ kind: 'HOURS', day: '2027-01-05', fromHour: 9, toHour: 21 }, NOW)?.field).toBe('toHour');
    // Today's hours already over (NOW is 10:00 in Paris).
    expect(absenceProblem({ kind: 'HOURS', day: '2027-01-04', fromHour: 7, toHour: 10 }, NOW)?.message).toBe('Cette plage horaire est déjà passée.');
  });
});

describe('overlapsAny', () => {
  it('is half-open: touching ends do not meet', () => {
    const closed = [{ start: '2027-11-11T08:00:00.000Z', end: '2027-11-11T11:00:00.000Z' }];
    expect(overlapsAny(closed, new Date('2027-11-11T11:00:00.000Z'), new Date('2027-11-11T12:00:00.000Z'))).toBe(false);
    expect(overlapsAny(closed, new Date('2027-11-11T07:00:00.000Z'), new Date('2027-11-11T08:00:00.000Z'))).toBe(false);
    expect(overlapsAny(closed, new Date('2027-11-11T10:00:00.000Z'), new Date('2027-11-11T11:00:00.000Z'))).toBe(true);
  });
});
