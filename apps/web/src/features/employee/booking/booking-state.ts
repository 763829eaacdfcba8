import type { DayKey, PsychologistCategory, EmployeePsychologist, MeetingType } from '@parenthese/shared';
import type { SlotTime } from './lib/slots';

/** The wizard's three steps: details, date and time, summary. */
export type BookingStep = 0 | 1 | 2;

export type BookingState = {
  step: BookingStep;
  category: PsychologistCategory | null;
  meetingType: MeetingType | null;
  /**
   * « Choisir ma psychologue » (decision 0061): the chosen presentation, or null for « La première disponible ».
   * Kept whole, not only its id, so that the summary names them as they were offered.
   */
  psychologist: EmployeePsychologist | null;
  subject: string;
  /** 'yyyy-MM' once the employee changed month; null: the booking window's first month. */
  month: string | null;
  day: DayKey | null;
  slot: SlotTime | null;
  /** Why the chosen slot was refused, shown on step 2 until another time is chosen. */
  notice: string | null;
  isConfirmed: boolean;
};

export type BookingAction =
  | { type: 'categoryChosen'; category: PsychologistCategory }
  | { type: 'meetingTypeChosen'; meetingType: MeetingType }
  | { type: 'psychologistChosen'; psychologist: EmployeePsychologist | null }
  | { type: 'subjectChanged'; subject: string }
  | { type: 'monthChosen'; month: string }
  | { type: 'dayChosen'; day: DayKey }
  | { type: 'slotChosen'; slot: SlotTime }
  | { type: 'stepBack' }
  | { type: 'stepNext' }
  | { type: 'slotRefused'; notice: string }
  | { type: 'confirmed' };

export const initialBookingState: BookingState = {
  step: 0,
  category: null,
  meetingType: null,
  psychologist: null,
  subject: '',
  month: null,
  day: null,
  slot: null,
  notice: null,
  isConfirmed: false,
};

/** What the schedule holds depends on the category, the mode and the month: changing one forgets it. */
const withoutSchedule = { day: null, slot: null, notice: null } as const;

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    // The psychologists offered depend on the category and the mode: changing one goes back to « La première disponible ».
    case 'categoryChosen':
      return { ...state, ...withoutSchedule, category: action.category, psychologist: null };
    case 'meetingTypeChosen':
      return { ...state, ...withoutSchedule, meetingType: action.meetingType, psychologist: null };
    case 'psychologistChosen':
      return { ...state, ...withoutSchedule, psychologist: action.psychologist };
    case 'subjectChanged':
      return { ...state, subject: action.subject };
    case 'monthChosen':
      return { ...state, ...withoutSchedule, month: action.month };
    case 'dayChosen':
      return { ...state, day: action.day, slot: null };
    case 'slotChosen':
      return { ...state, slot: action.slot, notice: null };
    case 'stepBack':
      return { ...state, step: state.step === 2 ? 1 : 0 };
    case 'stepNext':
      return { ...state, step: state.step === 0 ? 1 : 2 };
    case 'slotRefused':
      // Taken meanwhile, or clashing with one of the employee's own consultations: back to the times, never a dead end.
      return { ...state, step: 1, slot: null, notice: action.notice };
    case 'confirmed':
      return { ...state, isConfirmed: true };
  }
}

/** 'Suivant' leads on once the step's choices are made (and a credit is left, which the page checks). */
export function canGoNext(state: BookingState): boolean {
  if (state.step === 0) return Boolean(state.category && state.meetingType);
  if (state.step === 1) return Boolean(state.day && state.slot);
  return false;
}
