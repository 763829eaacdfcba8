import { psychologistTitle, type PsychologistPresentationResponse, type EmployeePsychologist, type PresentationLanguage } from '@parenthese/shared';
import type { PresentationRow } from './repository';

/**
 * What an employee sees of a psychologist, everywhere (card, detail, wizard, export): the presentation
 * the psychologist wrote, or « Votre psychologue » without one (decision 0061). It takes a presentation
 * row only, never a `doctors` row, so it cannot leak the surname, ADELI number or a contact.
 */
export function presentPsychologistToEmployee(presentation: PresentationRow | null | undefined): EmployeePsychologist {
  if (!presentation) return { presentationId: null, title: psychologistTitle(null), presentation: null };
  const shown = {
    firstName: presentation.firstName,
    formOfAddress: presentation.formOfAddress,
    approach: presentation.approach,
    languages: presentation.languages as PresentationLanguage[],
  };
  return { presentationId: presentation.id, title: psychologistTitle(shown), presentation: shown };
}

/** The psychologist's own view of their presentation, in « Mon profil ». */
export function presentOwnPresentation(presentation: PresentationRow | null | undefined): PsychologistPresentationResponse {
  if (!presentation) return { presentation: null };
  return {
    presentation: {
      firstName: presentation.firstName,
      formOfAddress: presentation.formOfAddress,
      approach: presentation.approach,
      languages: presentation.languages as PresentationLanguage[],
      updatedAt: presentation.updatedAt.toISOString(),
    },
  };
}
