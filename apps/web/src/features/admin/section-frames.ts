import type { AdminView } from '@parenthese/shared';
import type { ListNoun } from '@/components/list-view';

/** A section's heading (its id names the section) and the sentence under it. */
export type SectionFrame = { headingId: string; title: string; description: string };

/**
 * The frame of each section that draws one (AdminSection): one source for the section itself and for the
 * skeleton shown while its code downloads, so the heading is painted at once and nothing moves when the
 * section replaces its skeleton. « Demandes de démo » and « Mon compte » are cards without a frame.
 */
export const sectionFrames = {
  companies: { headingId: 'entreprises-titre', title: 'Entreprises', description: 'Gérez vos entreprises et leurs informations' },
  psychologists: { headingId: 'psychologues-titre', title: 'Psychologues', description: 'Gérez les psychologues de la plateforme et leurs accès' },
  admins: { headingId: 'administrateurs-titre', title: 'Administrateurs', description: 'Gérez les comptes des administrateurs de la plateforme' },
  'super-admin': { headingId: 'super-admin-titre', title: 'Super Admin', description: 'Outils réservés aux administrateurs techniques' },
  audit: { headingId: 'journal-audit-titre', title: "Journal d'audit", description: 'Les actions des administrateurs, des plus récentes aux plus anciennes' },
} satisfies Partial<Record<AdminView, SectionFrame>>;

/** What the sections drawn as a list of cards hold: one source for the list's sentences and its skeleton's. */
export const sectionNouns = {
  companies: { singular: 'entreprise', plural: 'entreprises', isFeminine: true },
  psychologists: { singular: 'psychologue', plural: 'psychologues' },
  admins: { singular: 'administrateur', plural: 'administrateurs' },
} satisfies Partial<Record<AdminView, ListNoun>>;
