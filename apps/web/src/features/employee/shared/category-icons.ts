import { Brain, BriefcaseBusiness, HeartHandshake, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import type { PsychologistCategory } from '@parenthese/shared';

/** Each specialisation has its own icon (spec section 3), with a short hint to help choose. */
export const categoryPresentation: Record<PsychologistCategory, { icon: LucideIcon; hint: string }> = {
  Neuropsychologue: { icon: Brain, hint: 'Mémoire, attention, concentration' },
  'Psychologue clinicien': { icon: Stethoscope, hint: 'Anxiété, stress, difficultés personnelles' },
  'Psychologue du travail': { icon: BriefcaseBusiness, hint: 'Épuisement, relations et conditions de travail' },
  'Psychologue social': { icon: HeartHandshake, hint: 'Relations, intégration, vie en groupe' },
};

export const defaultCategoryIcon = UserRound;
