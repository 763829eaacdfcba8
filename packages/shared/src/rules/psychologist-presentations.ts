/**
 * The presentation a psychologist writes for employees (decision 0061): its limits, its fixed lists and
 * the words built from it. What an employee sees of their psychologist is this and nothing else.
 */

export const PRESENTATION_FIRST_NAME_MAX_LENGTH = 40;
export const PRESENTATION_APPROACH_MAX_LENGTH = 600;

/** How the psychologist wants to be referred to; it decides the gendered wording of the buttons. */
export const PRESENTATION_FORMS_OF_ADDRESS = ['LA_PSYCHOLOGUE', 'LE_PSYCHOLOGUE'] as const;
export type PresentationFormOfAddress = (typeof PRESENTATION_FORMS_OF_ADDRESS)[number];
export const presentationFormOfAddressLabels: Record<PresentationFormOfAddress, string> = {
  LA_PSYCHOLOGUE: 'la psychologue',
  LE_PSYCHOLOGUE: 'le psychologue',
};

/** The languages a psychologist may say they consult in: a fixed list, so nothing free-form reaches employees here. */
export const PRESENTATION_LANGUAGES = ['FR', 'EN', 'ES', 'DE', 'IT', 'PT', 'AR'] as const;
export type PresentationLanguage = (typeof PRESENTATION_LANGUAGES)[number];
export const presentationLanguageLabels: Record<PresentationLanguage, string> = {
  FR: 'Français',
  EN: 'Anglais',
  ES: 'Espagnol',
  DE: 'Allemand',
  IT: 'Italien',
  PT: 'Portugais',
  AR: 'Arabe',
};

export const presentationMessages = {
  firstName: 'Le prénom à afficher est requis',
  formOfAddress: 'Choisissez « la psychologue » ou « le psychologue »',
  approach: 'Décrivez votre approche en quelques mots',
  languages: 'Choisissez au moins une langue',
  unknownLanguage: 'Langue inconnue',
  duplicateLanguage: 'Chaque langue ne peut être choisie qu’une fois',
  saved: 'Votre présentation est enregistrée',
  withdrawn: 'Votre présentation est retirée : les salariés ne la voient plus',
  notFound: "Cette psychologue ou ce psychologue n'est plus proposé(e) : choisissez « La première disponible » ou une autre personne.",
  notInCategory: 'Cette personne ne consulte pas dans cette catégorie ou ce mode : choisissez « La première disponible » ou une autre personne.',
} as const;

/** What an employee reads of a psychologist without a presentation (decision 0061). */
export const UNPRESENTED_PSYCHOLOGIST = 'Votre psychologue';
/** The wizard's default choice: any psychologist of the category and mode. */
export const FIRST_AVAILABLE_PSYCHOLOGIST = 'La première disponible';

/** « Marion, la psychologue » — or « Votre psychologue » without a presentation. */
export function psychologistTitle(presentation: { firstName: string; formOfAddress: PresentationFormOfAddress } | null): string {
  return presentation ? `${presentation.firstName}, ${presentationFormOfAddressLabels[presentation.formOfAddress]}` : UNPRESENTED_PSYCHOLOGIST;
}

/** « avec cette psychologue » / « avec ce psychologue » / « avec la même personne » (no presentation). */
export function withSamePsychologist(formOfAddress: PresentationFormOfAddress | null): string {
  if (formOfAddress === 'LA_PSYCHOLOGUE') return 'avec cette psychologue';
  if (formOfAddress === 'LE_PSYCHOLOGUE') return 'avec ce psychologue';
  return 'avec la même personne';
}

/** The card's « Reprendre rendez-vous … » button, worded from the presentation's form of address. */
export function continueWithSamePsychologistLabel(formOfAddress: PresentationFormOfAddress | null): string {
  return `Reprendre rendez-vous ${withSamePsychologist(formOfAddress)}`;
}

/** Languages in the fixed list's order, by their French names: « Français, Anglais ». */
export function presentationLanguagesText(languages: readonly PresentationLanguage[]): string {
  return PRESENTATION_LANGUAGES.filter((language) => languages.includes(language))
    .map((language) => presentationLanguageLabels[language])
    .join(', ');
}
