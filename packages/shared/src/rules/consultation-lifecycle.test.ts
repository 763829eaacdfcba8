import { describe, expect, it } from 'vitest';
import { cancellationOf, consultationStage, psychologistCancellationSentence, employeeCancellationSentence, type ConsultationFacts } from './consultation-lifecycle';
import { joinWindowState } from './consultation-timing';

const start = new Date('2026-12-01T09:00:00Z');
const end = new Date('2026-12-01T10:00:00Z');
const booked = (overrides: Partial<ConsultationFacts> = {}): ConsultationFacts => ({
  status: 'BOOKED',
  doctorDecision: 'PENDING',
  cancelledBy: null,
  endsAt: end,
  ...overrides,
});
const after = (date: Date, milliseconds: number) => new Date(date.getTime() + milliseconds);

describe('the life of a consultation', () => {
  it('waits for the psychologist, then is confirmed once accepted', () => {
    expect(consultationStage(booked(), after(start, -86_400_000))).toBe('pending');
    expect(consultationStage(booked({ doctorDecision: null }), start)).toBe('pending');
    expect(consultationStage(booked({ doctorDecision: 'ACCEPTED' }), start)).toBe('confirmed');
  });

  it('is completed once its end has passed, whether or not the psychologist answered', () => {
    // At the very end it is still on (the join button closes at the same instant); one ms later it is over.
    expect(consultationStage(booked(), end)).toBe('pending');
    expect(consultationStage(booked({ doctorDecision: 'ACCEPTED' }), end)).toBe('confirmed');
    expect(consultationStage(booked(), after(end, 1))).toBe('completed');
    expect(consultationStage(booked({ doctorDecision: 'ACCEPTED' }), after(end, 1))).toBe('completed');
    expect(joinWindowState(start, end, after(end, 1))).toBe('over');
    expect(joinWindowState(start, end, end)).toBe('open');
  });

  it('stays cancelled before and after its time', () => {
    const cancelled = booked({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE' });
    expect(consultationStage(cancelled, after(start, -1))).toBe('cancelled');
    expect(consultationStage(cancelled, after(end, 86_400_000))).toBe('cancelled');
  });

  it('says who cancelled, and tells a refusal from a cancellation', () => {
    expect(cancellationOf(booked())).toBeNull();
    expect(cancellationOf(booked({ status: 'CANCELLED', cancelledBy: 'DOCTOR' }))).toEqual({ by: 'DOCTOR', isRefusal: true });
    expect(cancellationOf(booked({ status: 'CANCELLED', cancelledBy: 'DOCTOR', doctorDecision: 'ACCEPTED' }))).toEqual({ by: 'DOCTOR', isRefusal: false });
    expect(cancellationOf(booked({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE' }))).toEqual({ by: 'EMPLOYEE', isRefusal: false });
  });

  it('words the cancellation for each side', () => {
    expect(employeeCancellationSentence({ by: 'DOCTOR', isRefusal: true }, false)).toBe('Annulé par le psychologue, votre crédit vous a été rendu');
    expect(employeeCancellationSentence({ by: 'DOCTOR', isRefusal: false }, false)).toBe('Annulé par le psychologue, votre crédit vous a été rendu');
    expect(employeeCancellationSentence({ by: 'EMPLOYEE', isRefusal: false }, false)).toBe('Annulé par vous, votre crédit vous a été rendu');
    expect(employeeCancellationSentence({ by: 'EMPLOYEE', isRefusal: false }, true)).toBe('Annulé par vous moins de 48 h avant : le crédit est utilisé.');
    expect(psychologistCancellationSentence({ by: 'DOCTOR', isRefusal: true })).toBe('Refusé par vous');
    expect(psychologistCancellationSentence({ by: 'DOCTOR', isRefusal: false })).toBe('Annulé par vous');
    expect(psychologistCancellationSentence({ by: 'EMPLOYEE', isRefusal: false })).toBe('Annulé par le salarié');
  });
});
