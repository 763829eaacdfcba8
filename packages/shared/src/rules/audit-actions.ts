import type { MailStatus } from '../contracts/outbox';
import { MAIL_STATUS_LABELS } from './mail-labels';
import { dateText } from '../format/dates';
import { formatEuros } from './consultation-price';
import { MONTH_KEY_PATTERN, monthLabel, type MonthKey } from './psychologist-billing';

/**
 * The 'Journal d'audit' (TECH): what each audited action (`recordAudit`'s `<record>.<verb>`) is called
 * in French, which of its details may be shown, and which rows the journal shows at all.
 */

/** The French name of each action; an action missing here shows as UNKNOWN_AUDIT_ACTION_LABEL. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'company.created': 'Entreprise créée',
  'company.updated': 'Entreprise modifiée',
  'company.deleted': 'Entreprise supprimée',
  'employees.created': 'Salariés ajoutés',
  'employee-import.started': 'Import de salariés lancé',
  'personal-data.export-requested': 'Export de ses données demandé',
  'employee-import.completed': 'Import de salariés terminé',
  'employee-import.failed': 'Import de salariés échoué',
  'employee-import.summary-downloaded': "Récapitulatif d'import téléchargé",
  'employee.updated': 'Salarié modifié',
  'employee.deleted': 'Salarié supprimé',
  'employee.invitation-resent': 'Invitation renvoyée',
  'invitation.accepted': 'Invitation acceptée',
  'doctor.created': 'Psychologue ajouté',
  'doctor.invitation-resent': 'Invitation de psychologue renvoyée',
  'doctor.updated': 'Psychologue modifié',
  'doctor.deleted': 'Psychologue supprimé',
  'admin.created': 'Administrateur ajouté',
  'admin.updated': 'Administrateur modifié',
  'admin.deleted': 'Administrateur supprimé',
  'admin.invitation-resent': "Invitation d'administrateur renvoyée",
  'admin.tech-approval-requested': 'Rôle TECH demandé (approbation requise)',
  'admin.tech-approval-approved': 'Rôle TECH approuvé',
  'admin.tech-approval-refused': 'Approbation du rôle TECH refusée',
  'account.locked': 'Compte bloqué',
  'account.unlocked': 'Compte débloqué',
  'account.first-connection': 'Première connexion',
  'account.erased': 'Compte supprimé par son titulaire',
  'account.temporary-password-reissued': 'Nouveau mot de passe temporaire',
  'employee.temporary-password-revealed': 'Mot de passe temporaire affiché',
  'employees.temporary-passwords-exported': 'Mots de passe temporaires exportés',
  'bill.document-uploaded': 'Facture uploadée',
  'bill.validated': 'Facturation clôturée',
  'bill.paid': 'Facture marquée comme payée',
  'settings.consultation-price.updated': 'Prix de la consultation modifié',
  'database-backup.requested': 'Sauvegarde de la base lancée',
  'mail.sent': 'Mail envoyé',
  'mail.updated': 'Mail modifié',
  'mail.deleted': 'Mail supprimé',
  'contact-request.handled': 'Demande de démonstration traitée',
  'contact-request.reopened': 'Demande de démonstration remise à traiter',
  'password-reset.requested': 'Réinitialisation du mot de passe demandée',
  'password-reset.confirmed': 'Mot de passe réinitialisé',
  'email-change.requested': "Changement d'email demandé",
  'email-change.confirmed': "Changement d'email confirmé",
  'email-change.refused': "Changement d'email refusé",
  'email-change.proposed': "Changement d'email proposé par un administrateur",
  'email-change.proposal-accepted': "Changement d'email proposé accepté par son titulaire",
  'email-change.proposal-declined': "Changement d'email proposé décliné par son titulaire",
  'email-change.undone': "Changement d'email annulé depuis l'ancienne adresse",
  'password-reset.held': 'Réinitialisation du mot de passe suspendue (email changé récemment)',
  'sign-in.succeeded': 'Connexion',
  'sign-in.failed': 'Échec de connexion',
  'second-factor.enabled': 'Double authentification activée',
  'second-factor.disabled': 'Double authentification désactivée',
  'second-factor.recovery-codes-renewed': 'Codes de secours renouvelés',
  'second-factor.recovery-code-used': 'Code de secours utilisé',
  'second-factor.reset': 'Double authentification réinitialisée',
  'second-factor.reset-requested': 'Réinitialisation de la double authentification demandée',
  'second-factor.reset-approved': 'Réinitialisation de la double authentification approuvée',
  'second-factor.reset-approval-refused': 'Approbation de réinitialisation refusée',
  'second-factor.reset-cancelled': 'Réinitialisation de la double authentification annulée',
  'second-factor.reset-refused-by-owner': 'Réinitialisation de la double authentification refusée par le titulaire',
  'second-factor.reset-expired': 'Réinitialisation de la double authentification expirée',
  // Missed consultations (decision 0062). The employee's report is written without its author: who reported never reaches the journal.
  'meeting.employee-no-show': 'Absence du salarié signalée par le psychologue',
  'meeting.doctor-no-show-reported': "Consultation signalée comme non tenue : personne ne s'est présenté",
  'meeting.no-show-disputed': 'Absence déclarée des deux côtés : à vérifier',
  // Absences (decision 0064): the psychologist and the period, never the employees whose consultations it cancelled.
  'planning.absence-added': 'Absence ajoutée par le psychologue',
  'planning.absence-removed': 'Absence supprimée par le psychologue',
  // Follow-up proposals (decision 0066): the psychologist and the date only, never the person.
  'follow-up.proposed': 'Suivi proposé par le psychologue',
  // Presentations (decision 0061): that it changed, never its text.
  'presentation.saved': 'Présentation écrite ou modifiée par le psychologue',
  'presentation.withdrawn': 'Présentation retirée par le psychologue',
};

export const UNKNOWN_AUDIT_ACTION_LABEL = 'Autre action';

export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action] : UNKNOWN_AUDIT_ACTION_LABEL;
}

/** The actions whose label contains a searched text (case and accents aside), for the journal's search box. */
export function auditActionsLabelled(search: string): string[] {
  const wanted = foldText(search.trim());
  if (!wanted) return [];
  return Object.entries(AUDIT_ACTION_LABELS)
    .filter(([, label]) => foldText(label).includes(wanted))
    .map(([action]) => action);
}

const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Actions on how an account signs in, shown in the journal whoever did them (the owner, an
 * administrator or an anonymous asker): a TECH administrator looking into a taken-over account needs
 * them. Other actions of psychologists and employees are not staff actions and stay out of the
 * journal: a psychologist's answers to bookings would tell when consultations happen.
 */
export const AUDIT_ACCOUNT_ACCESS_ACTIONS = [
  'account.first-connection',
  'account.temporary-password-reissued',
  'invitation.accepted',
  'password-reset.requested',
  'password-reset.confirmed',
  'email-change.requested',
  'email-change.confirmed',
  'email-change.refused',
  'second-factor.enabled',
  'second-factor.disabled',
  'second-factor.recovery-codes-renewed',
  'second-factor.recovery-code-used',
  'second-factor.reset',
  'second-factor.reset-requested',
  'second-factor.reset-approved',
  'second-factor.reset-approval-refused',
  'second-factor.reset-cancelled',
  'second-factor.reset-refused-by-owner',
  'second-factor.reset-expired',
  'account.erased',
] as const;

/**
 * A psychologist's changes to the presentation employees read of them (decision 0061), shown in the
 * journal too: it is what the platform publishes in their name, so TECH must be able to date a change
 * it is asked about, and it says nothing of any consultation.
 */
export const AUDIT_PRESENTATION_ACTIONS = ['presentation.saved', 'presentation.withdrawn'] as const;

/** Actions an anonymous caller does: without an actor they read 'Anonyme'; other actorless rows are the system's. */
export const ANONYMOUS_AUDIT_ACTIONS: readonly string[] = ['password-reset.requested', 'sign-in.failed'];

/**
 * What a detail of an audit row may show, by its key: a French label and how a plain value reads.
 * A value of another type than expected is dropped, so a row written by mistake with something else
 * under a known key shows nothing of it.
 */
type DetailFormat = { label: string; format: (value: unknown) => string | undefined };

const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);
const asCount = (value: unknown) => whole(value)?.toLocaleString('fr-FR');
const asEuros = (value: unknown) => {
  const cents = whole(value);
  return cents === undefined ? undefined : formatEuros(cents);
};
const asYesNo = (value: unknown) => (typeof value === 'boolean' ? (value ? 'oui' : 'non') : undefined);
const oneOf =
  <Value extends string>(labels: Record<Value, string>) =>
  (value: unknown) =>
    typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value as Value] : undefined;
/** A name an administrator typed (a company's): a short single line. */
const asName = (value: unknown) => (typeof value === 'string' && value.trim() ? value.replace(/\s+/g, ' ').trim().slice(0, 120) : undefined);

const DETAIL_FORMATS = {
  companyName: { label: 'Entreprise', format: asName },
  creditsAmount: { label: 'Crédits', format: asCount },
  creditsDelta: {
    label: 'Crédits ajoutés ou retirés',
    format: (value) => {
      const delta = whole(value);
      return delta === undefined ? undefined : `${delta > 0 ? '+' : ''}${delta.toLocaleString('fr-FR')}`;
    },
  },
  employeeAmountMax: { label: 'Consultations maximales', format: asCount },
  locked: { label: 'Bloquée', format: asYesNo },
  reportMailEnabled: { label: 'Rapport mensuel envoyé', format: asYesNo },
  count: { label: 'Nombre', format: asCount },
  // Never a key with « password » in it: recordAudit drops those.
  revealedCount: { label: 'Mots de passe temporaires', format: asCount },
  cancelledCount: { label: 'Consultations annulées', format: asCount },
  invitedCount: { label: 'Invités par email', format: asCount },
  skippedCount: { label: 'Écartés', format: asCount },
  adminRole: { label: 'Rôle', format: oneOf({ SITE: 'SITE', TECH: 'TECH' }) },
  adeliNumberChanged: { label: 'Numéro ADELI modifié', format: asYesNo },
  month: { label: 'Mois', format: (value) => (typeof value === 'string' && MONTH_KEY_PATTERN.test(value) ? monthLabel(value as MonthKey) : undefined) },
  consultationsCount: { label: 'Consultations', format: asCount },
  unitPriceCents: { label: 'Prix unitaire', format: asEuros },
  amountCents: { label: 'Montant', format: asEuros },
  mediaType: {
    label: 'Type de fichier',
    format: oneOf({
      'application/pdf': 'PDF',
      'application/msword': 'DOC',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
      'image/jpeg': 'JPEG',
      'image/png': 'PNG',
    }),
  },
  sizeBytes: { label: 'Taille', format: (value) => (whole(value) === undefined ? undefined : `${Math.max(1, Math.round(whole(value)! / 1024)).toLocaleString('fr-FR')} Ko`) },
  previousCents: { label: 'Ancien prix', format: asEuros },
  cents: { label: 'Nouveau prix', format: asEuros },
  status: { label: 'Statut', format: oneOf<MailStatus>(MAIL_STATUS_LABELS) },
  // A Paris day 'yyyy-MM-dd' (a missed consultation's): the day only, never its hour.
  consultationDay: { label: 'Date de la consultation', format: (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateText(`${value}T12:00:00Z`) : undefined) },
} satisfies Record<string, DetailFormat>;

type DetailKey = keyof typeof DETAIL_FORMATS;

/**
 * The details each action may show, in this order; any other key (an address, what a recipient was
 * sent, anything added later) never leaves the server. Names of people are not kept in details: the
 * record's description reads them from the live account, so an erased account leaves none behind.
 */
export const AUDIT_DETAILS_SHOWN: Readonly<Record<string, readonly DetailKey[]>> = {
  'company.created': ['companyName', 'creditsAmount'],
  'company.updated': ['creditsDelta', 'employeeAmountMax', 'locked', 'reportMailEnabled'],
  'company.deleted': ['companyName'],
  'employees.created': ['count', 'invitedCount'],
  'employee-import.started': ['count', 'skippedCount'],
  'employee-import.completed': ['count', 'invitedCount', 'skippedCount'],
  'employee-import.failed': ['count'],
  'employee-import.summary-downloaded': ['revealedCount'],
  'employees.temporary-passwords-exported': ['revealedCount'],
  'employee.deleted': ['companyName'],
  'account.erased': ['cancelledCount'],
  'doctor.updated': ['adeliNumberChanged'],
  'admin.created': ['adminRole'],
  'admin.updated': ['adminRole'],
  'admin.deleted': ['adminRole'],
  'bill.document-uploaded': ['month', 'mediaType', 'sizeBytes'],
  'bill.validated': ['month', 'consultationsCount', 'unitPriceCents'],
  'bill.paid': ['month', 'amountCents'],
  'settings.consultation-price.updated': ['previousCents', 'cents'],
  'mail.sent': ['status'],
  'meeting.doctor-no-show-reported': ['consultationDay'],
  'meeting.no-show-disputed': ['consultationDay'],
};

export type AuditDetail = { label: string; value: string };

/** The details of one row that may be shown, in French, from its stored details (anything else is left out). */
export function presentAuditDetails(action: string, details: Record<string, unknown> | null | undefined): AuditDetail[] {
  if (!details || !Object.hasOwn(AUDIT_DETAILS_SHOWN, action)) return [];
  return AUDIT_DETAILS_SHOWN[action].flatMap((key) => {
    const value = Object.hasOwn(details, key) ? DETAIL_FORMATS[key].format(details[key]) : undefined;
    return value === undefined ? [] : [{ label: DETAIL_FORMATS[key].label, value }];
  });
}
