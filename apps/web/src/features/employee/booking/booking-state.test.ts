import { describe, expect, it } from 'vitest';
import { bookingReducer, canGoNext, initialBookingState, type BookingAction, type BookingState } from './booking-state';

const slot = { time: '09:00', startDate: '2026-11-26T08:00:00.000Z', meetingIds: ['00000000-0000-4000-8000-000000000001'] };
const run = (...actions: BookingAction[]) => actions.reduce(bookingReducer, initialBookingState);
const chosen = (): BookingState =>
  run(
    { type: 'categoryChosen', category: 'Psychologue du travail' },
    { type: 'meetingTypeChosen', meetingType: 'TEAMS' },
    { type: 'stepNext' },
    { type: 'monthChosen', month: '2026-12' },
    { type: 'dayChosen', day: '2026-12-03' },
    { type: 'slotChosen', slot },
  );

describe('booking wizard state', () => {
  it('starts on step 1 with nothing chosen, and goes on once a category and a mode are', () => {
    expect(initialBookingState).toMatchObject({ step: 0, category: null, meetingType: null, subject: '', month: null, day: null, slot: null, notice: null, isConfirmed: false });
    expect(canGoNext(initialBookingState)).toBe(false);
    expect(canGoNext(run({ type: 'categoryChosen', category: 'Neuropsychologue' }))).toBe(false);
    expect(canGoNext(run({ type: 'categoryChosen', category: 'Neuropsychologue' }, { type: 'meetingTypeChosen', meetingType: 'PHONE' }))).toBe(true);
  });

  it('goes on from step 2 once a day and a time are chosen, and never past the summary or before the details', () => {
    const state = chosen();
    expect(state).toMatchObject({ step: 1, month: '2026-12', day: '2026-12-03', slot });
    expect(canGoNext(state)).toBe(true);
    expect(canGoNext(bookingReducer(state, { type: 'dayChosen', day: '2026-12-04' }))).toBe(false);
    const summary = bookingReducer(state, { type: 'stepNext' });
    expect(summary.step).toBe(2);
    expect(canGoNext(summary)).toBe(false);
    expect(bookingReducer(summary, { type: 'stepNext' }).step).toBe(2);
    expect(bookingReducer(bookingReducer(summary, { type: 'stepBack' }), { type: 'stepBack' }).step).toBe(0);
    expect(bookingReducer(initialBookingState, { type: 'stepBack' }).step).toBe(0);
  });

  it.each<BookingAction>([
    { type: 'categoryChosen', category: 'Neuropsychologue' },
    { type: 'meetingTypeChosen', meetingType: 'PHONE' },
    { type: 'monthChosen', month: '2027-01' },
  ])('forgets the chosen day, time and notice when $type', (action) => {
    const state = bookingReducer({ ...chosen(), notice: 'Ce créneau vient d’être pris' }, action);
    expect(state).toMatchObject({ day: null, slot: null, notice: null });
  });

  it('keeps the message and the month when the category or the mode changes', () => {
    const state = bookingReducer({ ...chosen(), subject: 'Bonjour' }, { type: 'categoryChosen', category: 'Neuropsychologue' });
    expect(state).toMatchObject({ subject: 'Bonjour', month: '2026-12', meetingType: 'TEAMS' });
  });

  it('goes back to step 2 without the refused time, keeping the day, and says why until another time is chosen', () => {
    const summary = bookingReducer(chosen(), { type: 'stepNext' });
    const refused = bookingReducer(summary, { type: 'slotRefused', notice: 'Ce créneau vient d’être pris' });
    expect(refused).toMatchObject({ step: 1, day: '2026-12-03', slot: null, notice: 'Ce créneau vient d’être pris' });
    expect(canGoNext(refused)).toBe(false);
    expect(bookingReducer(refused, { type: 'slotChosen', slot }).notice).toBeNull();
  });

  it('is confirmed once the booking is', () => {
    expect(bookingReducer(chosen(), { type: 'confirmed' }).isConfirmed).toBe(true);
  });
});
