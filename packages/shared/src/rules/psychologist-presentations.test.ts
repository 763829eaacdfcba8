import { describe, expect, it } from 'vitest';
import { continueWithSamePsychologistLabel, presentationLanguagesText, psychologistTitle } from './psychologist-presentations';
import { presentationFormSchema } from '../contracts/psychologist-presentations';

describe('psychologist presentations (decision 0061)', () => {
  it('words the « Reprendre rendez-vous » button from the form of address, neutral without a presentation', () => {
    expect(continueWithSamePsychologistLabel('LA_PSYCHOLOGUE')).toBe('Reprendre rendez-vous avec cette psychologue');
    expect(continueWithSamePsychologistLabel('LE_PSYCHOLOGUE')).toBe('Reprendre rendez-vous avec ce psychologue');
    expect(continueWithSamePsychologistLabel(null)).toBe('Reprendre rendez-vous avec la même personne');
  });

  it('titles a psychologist by their chosen first name, or « Votre psychologue »', () => {
    expect(psychologistTitle({ firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE' })).toBe('Marion, la psychologue');
    expect(psychologistTitle(null)).toBe('Votre psychologue');
  });

  it('lists languages in the fixed order, by their French names', () => {
    expect(presentationLanguagesText(['EN', 'FR'])).toBe('Français, Anglais');
  });

  it('trims the free text and keeps the approach’s line breaks', () => {
    const parsed = presentationFormSchema.parse({ firstName: ' Marion ', formOfAddress: 'LA_PSYCHOLOGUE', approach: ' Écoute.\nTCC. ', languages: ['FR'] });
    expect(parsed).toEqual({ firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Écoute.\nTCC.', languages: ['FR'] });
  });
});
