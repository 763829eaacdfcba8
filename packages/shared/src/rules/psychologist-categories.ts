/** The four fixed specialisations (spec section 3). The display name is also the API value. */
export const PSYCHOLOGIST_CATEGORIES = ['Neuropsychologue', 'Psychologue clinicien', 'Psychologue du travail', 'Psychologue social'] as const;
export type PsychologistCategory = (typeof PSYCHOLOGIST_CATEGORIES)[number];

export const MEETING_TYPES = ['PHONE', 'TEAMS'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

export const meetingTypeLabels: Record<MeetingType, string> = {
  PHONE: 'Téléphone',
  TEAMS: 'Visioconférence',
};
