import type { ReactNode } from 'react';
import { Brain, BriefcaseBusiness, MessageCircleHeart } from 'lucide-react';

export type PsychologistSlide = { title: string; icon: ReactNode; summary: string; topics: string[] };

/** The three kinds of psychologists a salaried person can talk to. */
export const psychologistSlides: PsychologistSlide[] = [
  {
    title: 'Psychologue clinicien',
    icon: <MessageCircleHeart aria-hidden="true" />,
    summary: "Pour déposer ce qui pèse au quotidien et retrouver de l'apaisement, à son rythme.",
    topics: ['Anxiété, stress, baisse de moral', 'Difficultés familiales ou personnelles', 'Deuil, séparation, événement marquant'],
  },
  {
    title: 'Psychologue du travail',
    icon: <BriefcaseBusiness aria-hidden="true" />,
    summary: 'Pour prendre du recul sur sa vie professionnelle et retrouver du sens dans son travail.',
    topics: ['Surcharge, épuisement professionnel', 'Tensions avec un collègue ou un manager', 'Changement de poste, reprise après un arrêt'],
  },
  {
    title: 'Neuropsychologue',
    icon: <Brain aria-hidden="true" />,
    summary: "Pour comprendre ce qui se passe du côté de l'attention, de la mémoire et de la concentration.",
    topics: ['Troubles de la concentration ou de la mémoire', "Fatigue cognitive, difficulté à s'organiser", 'Questions sur un trouble de l’attention'],
  },
];
