import { Brain, BriefcaseBusiness, HeartHandshake, Users, type LucideIcon } from 'lucide-react';
import type { PsychologistCategory } from '@parenthese/shared';

/** Each specialisation's icon (spec section 3), the same on the psychologist's profile and in the back-office. */
export const psychologistCategoryIcons: Record<PsychologistCategory, LucideIcon> = {
  Neuropsychologue: Brain,
  'Psychologue clinicien': HeartHandshake,
  'Psychologue du travail': BriefcaseBusiness,
  'Psychologue social': Users,
};
