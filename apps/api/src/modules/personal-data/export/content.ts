import { auditActionLabel, dateText, NEUTRAL_MAIL_SUBJECT, timeText, UNKNOWN_AUDIT_ACTION_LABEL, UNPRESENTED_PSYCHOLOGIST } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { presentPsychologistToEmployee } from '../../psychologist-presentations/presenter';
import type { PresentationRow } from '../../psychologist-presentations/repository';
import * as repository from './repository';

type Instant = Date | null;

/** The presentation as the app shows it now (presentPsychologistToEmployee), reduced to what the export keeps. */
function exportedPsychologist(presentation: PresentationRow | null) {
  const shown = presentPsychologistToEmployee(presentation).presentation;
  return shown ? { firstName: shown.firstName, approach: shown.approach } : null;
}
const iso = (instant: Instant) => (instant ? instant.toISOString() : null);

/** Everything the platform holds about one employee, as the JSON file holds it (dates in ISO 8601, UTC). */
export type PersonalDataDocument = Awaited<ReturnType<typeof gatherPersonalData>>;

/**
 * Reads what the platform holds about the employee `userId`: their own rows only. The psychologist of a
 * consultation appears as the app shows them: their presentation's first name and approach, never their
 * surname or a contact (decision 0061); no other employee appears.
 * Never a password, a token, a second factor's secret or a hash.
 */
export async function gatherPersonalData(db: Executor, userId: string, generatedAt: Date) {
  const account = await repository.employeeAccount(db, userId);
  if (!account) throw new Error('Compte introuvable pour l’export de ses données');
  const addresses = await repository.employeeAddresses(db, userId, account.email);
  const [consultations, creditMovements, mails, mailChoices, sessions, invitation, emailChange, audit, waitingEntries, waitingOffers] = [
    await repository.employeeConsultations(db, userId),
    await repository.employeeCreditMovements(db, userId),
    await repository.mailsTo(db, addresses),
    await repository.employeeMailChoices(db, userId),
    await repository.employeeSessions(db, userId),
    await repository.employeeInvitation(db, userId),
    await repository.pendingEmailChange(db, userId),
    await repository.auditRowsByActor(db, userId),
    await repository.employeeWaitingListEntries(db, userId),
    await repository.employeeWaitingListOffers(db, userId),
  ];
  return {
    generatedAt: generatedAt.toISOString(),
    account: {
      identifier: account.username,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: account.phoneNumber,
      service: account.service,
      job: account.job,
      companyName: account.companyName,
      createdAt: iso(account.createdAt),
      lastSignInAt: iso(account.lastLoginAt),
      isFirstConnection: account.isFirstConnection,
      availableCredits: account.availableCredits,
      grantedCredits: account.creditsFromCompany,
      hasSecondFactor: account.secondFactorEnabledAt !== null,
    },
    consultations: consultations.map((row) => ({
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      mode: row.meetingType,
      category: row.category,
      motive: row.subject,
      status: row.status,
      bookedAt: iso(row.bookedAt),
      psychologistDecision: row.doctorDecision,
      cancelledBy: row.cancelledBy,
      cancelledAt: iso(row.cancelledAt),
      isLateCancellation: row.isLateCancellation,
      rating: row.rating,
      ratedAt: iso(row.ratedAt),
      // Missed consultations (decision 0062): what each side declared, and when.
      reportedNotHeldAt: iso(row.doctorNoShowAt),
      markedAbsentAt: iso(row.employeeNoShowAt),
      psychologist: exportedPsychologist(row.presentation),
    })),
    creditMovements: creditMovements.map((row) => ({ date: iso(row.createdAt), delta: row.delta, reason: row.reason })),
    // The waiting list (decision 0067): the places kept, and the freed slots offered (the hour, never the psychologist).
    waitingList: {
      entries: waitingEntries.map((row) => ({
        category: row.category,
        mode: row.meetingType,
        periodStartsAt: iso(row.periodStartsAt),
        periodEndsBefore: iso(row.periodEndsBefore),
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
      })),
      offers: waitingOffers.map((row) => ({ receivedAt: iso(row.createdAt), slotStartsAt: iso(row.startsAt), category: row.category, mode: row.meetingType, usedAt: iso(row.usedAt) })),
    },
    // The personal address and the subject choice (decision 0047); without a row, the defaults in effect.
    mailPreferences: {
      contactEmail: mailChoices?.contactEmail ?? null,
      pendingContactEmail: mailChoices?.pendingContactEmail ?? null,
      pendingContactEmailExpiresAt: iso(mailChoices?.pendingExpiresAt ?? null),
      isDetailedSubject: mailChoices?.isDetailedSubject ?? false,
    },
    mails: mails.map((row) => ({ date: iso(row.createdAt), to: row.toAddress, subject: row.subject, textBody: row.textBody, status: row.status, sentAt: iso(row.sentAt) })),
    sessions: sessions.map((row) => ({ device: row.deviceLabel, startedAt: iso(row.createdAt), lastUsedAt: iso(row.lastUsedAt), endedAt: iso(row.endedAt), expiresAt: iso(row.expiresAt) })),
    invitation: invitation ? { email: invitation.email, sentAt: iso(invitation.sentAt), acceptedAt: iso(invitation.acceptedAt) } : null,
    pendingEmailChange: emailChange ? { newEmail: emailChange.newEmail, requestedAt: iso(emailChange.createdAt), expiresAt: iso(emailChange.expiresAt) } : null,
    auditJournal: audit.map((row) => ({ action: row.action, date: iso(row.createdAt) })),
  };
}

// ——— The readable page ———

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value that goes into the page passes here. */
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (character) => ESCAPES[character]);

const when = (instant: string | null) => (instant ? `${dateText(instant)} à ${timeText(instant)}` : '—');
const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');
/** A period [start, endsBefore) of whole Paris days, as its first and last day. */
const days = (start: string | null, endsBefore: string | null) => (start && endsBefore ? `Du ${dateText(start)} au ${dateText(new Date(new Date(endsBefore).getTime() - 1))}` : '—');
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

const MODES: Record<string, string> = { PHONE: 'Téléphone', TEAMS: 'Visio' };
const CONSULTATION_STATUSES: Record<string, string> = { BOOKED: 'À venir', CANCELLED: 'Annulée', AVAILABLE: 'Libre' };
const DECISIONS: Record<string, string> = { PENDING: 'En attente', ACCEPTED: 'Acceptée' };
const CANCELLERS: Record<string, string> = { EMPLOYEE: 'Vous', DOCTOR: 'Le psychologue', ADMIN: 'L’administration' };
const MAIL_STATUSES: Record<string, string> = { STORED: 'Conservé sur la plateforme', PENDING: 'En attente d’envoi', SENT: 'Envoyé', FAILED: 'Non distribué' };
const LEDGER_REASONS: Record<string, string> = {
  GRANT: 'Attribution par l’entreprise',
  ADJUSTMENT: 'Ajustement',
  BOOKING: 'Réservation',
  REFUND: 'Annulation de votre part, recréditée',
  DOCTOR_CANCELLATION: 'Annulation par le psychologue, recréditée',
  DOCTOR_NO_SHOW: 'Rendez-vous signalé par vous comme non tenu, recrédité',
};
const label = (labels: Record<string, string>, value: string | null) => (value === null ? '—' : (labels[value] ?? value));

function table(caption: string, headers: string[], rows: (string | number)[][], empty: string): string {
  if (rows.length === 0) return `<section><h2>${escapeHtml(caption)}</h2><p class="empty">${escapeHtml(empty)}</p></section>`;
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('\n');
  return `<section><h2>${escapeHtml(caption)}</h2><div class="scroll"><table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div></section>`;
}

function definitions(caption: string, pairs: [string, string | number][]): string {
  const rows = pairs.map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n');
  return `<section><h2>${escapeHtml(caption)}</h2><table class="pairs"><caption>${escapeHtml(caption)}</caption><tbody>\n${rows}\n</tbody></table></section>`;
}

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;max-width:72rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.6rem;margin-bottom:.25rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:2px solid #0f766e;padding-bottom:.25rem}
p.intro{color:#4b5563}p.empty{color:#6b7280;font-style:italic}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}div.scroll{overflow-x:auto}
caption{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
th,td{border:1px solid #d1d5db;padding:.35rem .5rem;text-align:left;vertical-align:top}thead th{background:#f3f4f6}
table.pairs th{width:16rem;background:#f9fafb;font-weight:600}td.body,td pre{white-space:pre-wrap;word-break:break-word}
@media print{body{margin:0;max-width:none;font-size:10pt}table{font-size:8pt}div.scroll{overflow:visible}section{break-inside:avoid-page}h2{break-after:avoid}}
`;

/** The same data as a standalone French page (inline CSS, printable), dates in Paris time, every value escaped. */
export function personalDataPage(data: PersonalDataDocument): string {
  const { account } = data;
  const sections = [
    definitions('Votre compte', [
      ['Identifiant', text(account.identifier)],
      ['Adresse e-mail', text(account.email)],
      ['Prénom', text(account.firstName)],
      ['Nom', text(account.lastName)],
      ['Téléphone', text(account.phoneNumber)],
      ['Service', text(account.service)],
      ['Poste', text(account.job)],
      ['Entreprise', text(account.companyName)],
      ['Compte créé le', when(account.createdAt)],
      ['Dernière connexion', when(account.lastSignInAt)],
      ['Première connexion à faire', yesNo(account.isFirstConnection)],
      ['Consultations disponibles', account.availableCredits],
      ['Consultations accordées par l’entreprise', account.grantedCredits],
      ['Double authentification activée', yesNo(account.hasSecondFactor)],
    ]),
    table(
      'Vos consultations',
      [
        'Début',
        'Fin',
        'Mode',
        'Catégorie',
        'Motif saisi',
        'État',
        'Réponse du psychologue',
        'Annulée par',
        'Annulée le',
        'Annulation tardive',
        'Note',
        'Notée le',
        'Signalée non tenue le',
        'Notée manquée le',
        'Psychologue',
        'Son approche',
      ],
      data.consultations.map((row) => [
        when(row.startsAt),
        when(row.endsAt),
        label(MODES, row.mode),
        text(row.category),
        text(row.motive),
        row.status === 'BOOKED' && row.endsAt && row.endsAt < data.generatedAt ? 'Passée' : label(CONSULTATION_STATUSES, row.status),
        label(DECISIONS, row.psychologistDecision),
        label(CANCELLERS, row.cancelledBy),
        when(row.cancelledAt),
        yesNo(row.isLateCancellation),
        row.rating === null ? '—' : `${row.rating} / 5`,
        when(row.ratedAt),
        when(row.reportedNotHeldAt),
        when(row.markedAbsentAt),
        row.psychologist ? text(row.psychologist.firstName) : UNPRESENTED_PSYCHOLOGIST,
        text(row.psychologist?.approach ?? null),
      ]),
      'Aucune consultation.',
    ),
    table(
      'Mouvements de vos consultations disponibles',
      ['Date', 'Mouvement', 'Motif'],
      data.creditMovements.map((row) => [when(row.date), row.delta > 0 ? `+${row.delta}` : String(row.delta), label(LEDGER_REASONS, row.reason)]),
      'Aucun mouvement.',
    ),
    table(
      'Votre liste d’attente',
      ['Catégorie', 'Mode', 'Période souhaitée', 'Inscrit le', 'Place gardée jusqu’au'],
      data.waitingList.entries.map((row) => [text(row.category), label(MODES, row.mode), days(row.periodStartsAt, row.periodEndsBefore), when(row.createdAt), when(row.expiresAt)]),
      'Aucune inscription.',
    ),
    table(
      'Créneaux libérés qui vous ont été proposés',
      ['Reçu le', 'Créneau', 'Catégorie', 'Mode', 'Réservé par le lien le'],
      data.waitingList.offers.map((row) => [when(row.receivedAt), when(row.slotStartsAt), text(row.category), label(MODES, row.mode), when(row.usedAt)]),
      'Aucun créneau proposé.',
    ),
    definitions('Messages de Parenthèse', [
      ['Adresse personnelle pour les messages', data.mailPreferences.contactEmail ?? 'Aucune : les messages vont à votre adresse de connexion'],
      ['Adresse personnelle en attente de confirmation', text(data.mailPreferences.pendingContactEmail)],
      ...(data.mailPreferences.pendingContactEmail ? [['Lien de confirmation valable jusqu’au', when(data.mailPreferences.pendingContactEmailExpiresAt)] as [string, string]] : []),
      ['Objet des messages sur vos consultations', data.mailPreferences.isDetailedSubject ? 'Détaillé (« Votre rendez-vous du … est confirmé »)' : `Neutre (« ${NEUTRAL_MAIL_SUBJECT} »)`],
    ]),
    table(
      'E-mails qui vous ont été adressés',
      ['Date', 'Destinataire', 'Objet', 'État', 'Texte'],
      data.mails.map((row) => [when(row.date), row.to, row.subject, label(MAIL_STATUSES, row.status), text(row.textBody)]),
      'Aucun e-mail.',
    ),
    table(
      'Vos sessions de connexion',
      ['Appareil', 'Ouverte le', 'Dernière utilisation', 'Fermée le'],
      data.sessions.map((row) => [text(row.device), when(row.startedAt), when(row.lastUsedAt), when(row.endedAt)]),
      'Aucune session.',
    ),
    data.invitation
      ? definitions('Votre invitation', [
          ['Adresse e-mail', data.invitation.email],
          ['Envoyée le', when(data.invitation.sentAt)],
          ['Acceptée le', when(data.invitation.acceptedAt)],
        ])
      : '<section><h2>Votre invitation</h2><p class="empty">Vous n’avez pas été invité par e-mail.</p></section>',
    data.pendingEmailChange
      ? definitions('Changement d’adresse e-mail en attente', [
          ['Nouvelle adresse', data.pendingEmailChange.newEmail],
          ['Demandé le', when(data.pendingEmailChange.requestedAt)],
          ['Expire le', when(data.pendingEmailChange.expiresAt)],
        ])
      : '<section><h2>Changement d’adresse e-mail en attente</h2><p class="empty">Aucun.</p></section>',
    table(
      'Journal de vos actions',
      ['Action', 'Date'],
      data.auditJournal.map((row) => [auditActionLabel(row.action) === UNKNOWN_AUDIT_ACTION_LABEL ? row.action : auditActionLabel(row.action), when(row.date)]),
      'Aucune action journalisée.',
    ),
  ];
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mes données — Parenthèse</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Mes données — Parenthèse</h1>
<p class="intro">Tout ce que Parenthèse conserve à votre sujet, au ${escapeHtml(when(data.generatedAt))} (heure de Paris).</p></header>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
