import type { MailStatus } from '../contracts/outbox';

// The mails' labels, without the outbox's schemas (contracts/outbox.ts): the list of mails carries no zod.
/**
 * Every kind of mail the platform writes (the outbox's `kind`) and its French name: the one list of kinds.
 * A new mail adds its kind here first; the API's presenter (modules/outbox/admin-mail-presenter.ts) then
 * does not compile until it decides what an administrator may read of it. An unknown kind shows as 'Autre mail'.
 */
export const MAIL_KIND_LABELS = {
  'password-reset': 'Réinitialisation du mot de passe',
  'sign-in-attempts': 'Tentatives de connexion sur le compte',
  'email-change-confirm': "Changement d'adresse : confirmation",
  'email-change-address-taken': "Changement d'adresse : adresse déjà utilisée",
  'email-change-requested': "Changement d'adresse : avis à l'adresse actuelle",
  'email-change-done': "Changement d'adresse : effectué",
  'email-change-proposed': "Changement d'adresse : proposé par un administrateur",
  'email-change-undone': "Changement d'adresse : annulé",
  'second-factor-reset': 'Double authentification réinitialisée',
  'second-factor-reset-requested': 'Double authentification : réinitialisation demandée',
  'second-factor-reset-approved-staff': 'Double authentification : réinitialisation approuvée (administrateurs TECH)',
  'employee-invitation': "Invitation d'un employé",
  'staff-invitation': "Invitation d'un psychologue ou d'un administrateur",
  'contact-email-confirm': 'Adresse personnelle pour les messages : confirmation',
  'contact-sales': 'Demande de démonstration (équipe commerciale)',
  'contact-ack': 'Accusé de réception de demande de démonstration',
  'company-low-credits': 'Alerte de crédits bas',
  'company-usage-report': "Rapport d'utilisation mensuel",
  'appointment-requested': 'Rendez-vous enregistré',
  'appointment-confirmed': 'Rendez-vous confirmé',
  'appointment-refused': 'Rendez-vous non retenu',
  'appointment-cancelled': 'Rendez-vous annulé',
  'appointment-reminder': 'Rappel de rendez-vous',
  'appointment-moved': 'Rendez-vous déplacé',
  'waiting-list-slot-free': 'Créneau libéré (liste d’attente)',
  'doctor-appointment-request': 'Demande de rendez-vous (psychologue)',
  'doctor-appointment-cancelled': 'Rendez-vous annulé (psychologue)',
  'doctor-appointment-reminder': 'Rappel de rendez-vous (psychologue)',
  'doctor-appointment-moved': 'Rendez-vous déplacé (psychologue)',
  'doctor-requests-digest': 'Demandes en attente (psychologue)',
  'doctor-no-show-reported': 'Rendez-vous signalé comme non tenu (psychologue)',
  'follow-up-proposed': 'Prochain rendez-vous proposé',
} as const satisfies Record<string, string>;
export type MailKind = keyof typeof MAIL_KIND_LABELS;
export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(MAIL_KIND_LABELS, kind);
export const mailKindLabel = (kind: string): string => (isMailKind(kind) ? MAIL_KIND_LABELS[kind] : 'Autre mail');

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { STORED: 'Conservé', PENDING: 'En attente', SENT: 'Envoyé', FAILED: 'Échec' };
