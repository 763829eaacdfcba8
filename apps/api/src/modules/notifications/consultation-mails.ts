import { carePairPseudonymLabel, lateCancellationTexts, mailDateText, mailDateTimeText, mailTimeText, maskedPhoneNumber, paths, SUPPORT_EMAIL } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';

/**
 * The mails about an appointment, to the employee and to the psychologist. Discreet by rule (issue 21):
 * no subject or first line (what a phone's notification shows) says psychologue, consultation,
 * thérapie, a category or a motive; nothing sent to a psychologist names the employee (only the pair's
 * pseudonym, below the first line, decision 0060); no mail carries the motive. One date wording everywhere (mailDateTimeText: « mardi 12 mars à 10 h 00 », Paris time).
 */
export type ConsultationMailFacts = {
  startsAt: Date;
  meetingType: 'PHONE' | 'TEAMS';
  /** The category's label (psychologist side, below the first line only). */
  category: string | null;
  meetingLink: string | null;
  /** The employee's number of a phone appointment. */
  employeePhone: string | null;
  /** The pair's pseudonym (K7Q2): psychologist side only, never in a subject or first line; null without a pair. */
  pseudonym: string | null;
  /** The server's clock when the mail is written: a date of another year says its year (decision 0078). */
  writtenAt: Date;
};

export type ReminderLead = '24h' | '1h';

const linkTo = (appUrl: string, path: string) => `${appUrl.replace(/\/$/, '')}${path}`;

const groupedPhone = (phone: string) => phone.replace(/\D/g, '').replace(/(\d{2})(?=\d)/g, '$1 ');

/** How the employee meets: the video link, or the call to their number. */
function employeeModeLine(facts: ConsultationMailFacts): string {
  if (facts.meetingType === 'TEAMS') {
    return facts.meetingLink
      ? `Il aura lieu en visioconférence, à ce lien (ouvert 15 minutes avant l'heure) : ${facts.meetingLink}`
      : 'Il aura lieu en visioconférence : le lien sera dans « Mes rendez-vous ».';
  }
  return facts.employeePhone ? `Le psychologue vous appellera au ${maskedPhoneNumber(facts.employeePhone)}.` : 'Le psychologue vous appellera au numéro de votre profil.';
}

function psychologistModeLine(facts: ConsultationMailFacts): string {
  if (facts.meetingType === 'TEAMS') return facts.meetingLink ? `En visioconférence : ${facts.meetingLink}` : 'En visioconférence.';
  return facts.employeePhone ? `Par téléphone : vous appelez le ${groupedPhone(facts.employeePhone)}.` : 'Par téléphone.';
}

/** Who the appointment is with, as the psychologist's agenda names them (« Personne K7Q2 »): a line, or none. */
const psychologistPersonLines = (facts: ConsultationMailFacts) => (facts.pseudonym ? [`Avec : ${carePairPseudonymLabel(facts.pseudonym)}.`] : []);

const psychologistDetails = (facts: ConsultationMailFacts) => [
  `Quand : ${mailDateTimeText(facts.startsAt, facts.writtenAt)} (heure de Paris), pour une heure.`,
  ...psychologistPersonLines(facts),
  `Catégorie : ${facts.category ?? 'non précisée'}.`,
  psychologistModeLine(facts),
];

const employeeConsultations = (appUrl: string) => ({ label: 'Mes rendez-vous', link: linkTo(appUrl, paths.employeeConsultations), note: 'Vos rendez-vous :' });
/** After a refusal or the psychologist's cancellation, the quickest way back: another hour now. */
const anotherSlot = (appUrl: string) => ({ label: 'Choisir un autre créneau', link: linkTo(appUrl, paths.employeeBooking), note: 'Prendre un nouveau rendez-vous :' });
const psychologistCalendar = (appUrl: string) => ({ label: 'Mes rendez-vous', link: linkTo(appUrl, paths.psyCalendar), note: 'Votre agenda Parenthèse :' });

/** To the employee at booking: saved, waiting for the psychologist's answer. */
export function consultationRequestedMail(to: string, facts: ConsultationMailFacts, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  return composeMail({
    kind: 'appointment-requested',
    to,
    subject: `Votre rendez-vous du ${when} est enregistré`,
    paragraphs: [
      `Votre rendez-vous Parenthèse du ${when} est bien enregistré.`,
      "Il sera confirmé dès que le psychologue l'aura accepté : vous recevrez alors un message avec une invitation pour votre agenda.",
      employeeModeLine(facts),
    ],
    action: employeeConsultations(appUrl),
    audience: 'employee',
  });
}

/** To the employee when the psychologist accepts. */
export function consultationConfirmedMail(to: string, facts: ConsultationMailFacts, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  return composeMail({
    kind: 'appointment-confirmed',
    to,
    subject: `Votre rendez-vous du ${when} est confirmé`,
    paragraphs: [`Votre rendez-vous Parenthèse du ${when} est confirmé.`, employeeModeLine(facts), "L'invitation jointe l'ajoute à votre agenda."],
    action: employeeConsultations(appUrl),
    audience: 'employee',
  });
}

/** To the employee when the psychologist refuses a pending booking: the credit is back. */
export function consultationRefusedMail(to: string, facts: ConsultationMailFacts, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  return composeMail({
    kind: 'appointment-refused',
    to,
    subject: `Votre rendez-vous du ${when} n'a pas pu être retenu`,
    paragraphs: [
      `Votre rendez-vous Parenthèse du ${when} n'a pas pu être retenu.`,
      'Le psychologue ne peut pas vous recevoir à cette heure. Votre crédit vous a été rendu : vous pouvez choisir un autre créneau dès maintenant.',
    ],
    action: anotherSlot(appUrl),
    audience: 'employee',
  });
}

/** To the employee when either side cancels: who did, and whether the credit came back. */
export function consultationCancelledMail(to: string, facts: ConsultationMailFacts, outcome: { by: 'DOCTOR' | 'EMPLOYEE'; isCreditRefunded: boolean }, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  const why =
    outcome.by === 'DOCTOR'
      ? 'Le psychologue a dû annuler ce rendez-vous. Votre crédit vous a été rendu : vous pouvez prendre rendez-vous dès maintenant avec un autre psychologue, ou reprendre rendez-vous plus tard depuis « Mes rendez-vous ».'
      : outcome.isCreditRefunded
        ? 'Vous avez annulé ce rendez-vous. Votre crédit vous a été rendu.'
        : lateCancellationTexts.mail;
  return composeMail({
    kind: 'appointment-cancelled',
    to,
    subject: `Votre rendez-vous du ${when} est annulé`,
    paragraphs: [`Votre rendez-vous Parenthèse du ${when} est annulé.`, why],
    // Cancelled by the psychologist (their choice or an absence): the quickest way back is another one now.
    action: outcome.by === 'DOCTOR' ? anotherSlot(appUrl) : employeeConsultations(appUrl),
    audience: 'employee',
  });
}

/**
 * To the employee when they move their appointment: the new hour, and whether it is still confirmed
 * (the same psychologist keeps their acceptance) or waits for an answer again (decision 0063).
 */
export function consultationMovedMail(to: string, facts: ConsultationMailFacts, move: { from: Date; isConfirmed: boolean }, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  return composeMail({
    kind: 'appointment-moved',
    to,
    subject: `Votre rendez-vous est déplacé au ${when}`,
    paragraphs: [
      `Votre rendez-vous Parenthèse du ${mailDateTimeText(move.from, facts.writtenAt)} est déplacé au ${when}.`,
      move.isConfirmed
        ? "Il reste confirmé : l'invitation jointe met votre agenda à jour."
        : "Il sera confirmé dès que le psychologue l'aura accepté : vous recevrez alors un message avec une invitation pour votre agenda.",
      employeeModeLine(facts),
    ],
    action: employeeConsultations(appUrl),
    audience: 'employee',
  });
}

const reminderFirstLine = (facts: ConsultationMailFacts, lead: ReminderLead) =>
  lead === '24h'
    ? `Votre rendez-vous Parenthèse a lieu demain, ${mailDateText(facts.startsAt, facts.writtenAt)} à ${mailTimeText(facts.startsAt)}.`
    : `Votre rendez-vous Parenthèse commence dans une heure, à ${mailTimeText(facts.startsAt)}.`;

/** To the employee, 24 h and 1 h before a confirmed appointment. */
export function consultationReminderMail(to: string, facts: ConsultationMailFacts, lead: ReminderLead, appUrl: string) {
  return composeMail({
    kind: 'appointment-reminder',
    to,
    subject: `Rappel : votre rendez-vous du ${mailDateTimeText(facts.startsAt, facts.writtenAt)}`,
    paragraphs: [reminderFirstLine(facts, lead), employeeModeLine(facts), "Si vous ne pouvez pas venir, annulez-le depuis « Mes rendez-vous » : l'heure sera proposée à quelqu'un d'autre."],
    action: employeeConsultations(appUrl),
    audience: 'employee',
  });
}

/** To the psychologist at booking: a request to accept (category, mode, date; never who). */
export function psychologistConsultationRequestMail(to: string, facts: ConsultationMailFacts, appUrl: string) {
  return composeMail({
    kind: 'doctor-appointment-request',
    to,
    subject: `Nouvelle demande de rendez-vous du ${mailDateTimeText(facts.startsAt, facts.writtenAt)}`,
    paragraphs: [
      'Une nouvelle demande de rendez-vous Parenthèse attend votre réponse.',
      ...psychologistDetails(facts),
      'Acceptez-la ou refusez-la depuis votre agenda : la personne attend votre réponse.',
    ],
    action: psychologistCalendar(appUrl),
  });
}

/** To the psychologist when the employee cancels: the hour is offered again. */
export function psychologistConsultationCancelledMail(to: string, facts: ConsultationMailFacts, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  return composeMail({
    kind: 'doctor-appointment-cancelled',
    to,
    subject: `Le rendez-vous du ${when} est annulé`,
    paragraphs: [`Le rendez-vous Parenthèse du ${when} a été annulé.`, ...psychologistPersonLines(facts), "L'heure est de nouveau proposée à la réservation."],
    action: psychologistCalendar(appUrl),
  });
}

/**
 * To the psychologist when the person moves their appointment to another of their hours: confirmed
 * still if it was, otherwise to accept (decision 0063). Another psychologist's hour is a cancellation
 * for this one and a request for the other.
 */
export function psychologistConsultationMovedMail(to: string, facts: ConsultationMailFacts, move: { from: Date; isConfirmed: boolean }, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  return composeMail({
    kind: 'doctor-appointment-moved',
    to,
    subject: `Le rendez-vous du ${mailDateTimeText(move.from, facts.writtenAt)} est déplacé au ${when}`,
    paragraphs: [
      `Le rendez-vous Parenthèse du ${mailDateTimeText(move.from, facts.writtenAt)} est déplacé au ${when} : l'ancienne heure est de nouveau proposée à la réservation.`,
      ...psychologistDetails(facts),
      move.isConfirmed ? "Il reste confirmé : l'invitation jointe met votre agenda à jour." : 'Acceptez-le ou refusez-le depuis votre agenda : la personne attend votre réponse.',
    ],
    action: psychologistCalendar(appUrl),
  });
}

/**
 * To the psychologist when the employee reports that no one came (decision 0062): the appointment is
 * off their bill. Never who reported, and, like every subject, never « psychologue » or « consultation ».
 */
export function psychologistNoShowReportedMail(to: string, facts: ConsultationMailFacts, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  return composeMail({
    kind: 'doctor-no-show-reported',
    to,
    subject: `Le rendez-vous du ${when} est signalé comme non tenu`,
    paragraphs: [
      `La personne attendue au rendez-vous Parenthèse du ${when} signale qu'il n'a pas eu lieu : personne ne s'est présenté pour la recevoir.`,
      ...psychologistPersonLines(facts),
      "Ce rendez-vous n'est donc pas facturé, et le crédit de la personne lui a été rendu.",
      `Si ce signalement vous semble inexact, écrivez à ${SUPPORT_EMAIL} : l'équipe technique en est informée.`,
    ],
    action: psychologistCalendar(appUrl),
  });
}

/** To the psychologist, 24 h and 1 h before a confirmed appointment. */
export function psychologistConsultationReminderMail(to: string, facts: ConsultationMailFacts, lead: ReminderLead, appUrl: string) {
  return composeMail({
    kind: 'doctor-appointment-reminder',
    to,
    subject: `Rappel : rendez-vous du ${mailDateTimeText(facts.startsAt, facts.writtenAt)}`,
    paragraphs: [reminderFirstLine(facts, lead).replace('Votre rendez-vous', 'Le rendez-vous'), ...psychologistDetails(facts)],
    action: psychologistCalendar(appUrl),
  });
}

/** To the psychologist at 18:00 while requests wait for an answer. */
export function psychologistRequestsDigestMail(to: string, requests: ConsultationMailFacts[], appUrl: string) {
  const count = requests.length;
  return composeMail({
    kind: 'doctor-requests-digest',
    to,
    subject: count > 1 ? `${count} demandes de rendez-vous attendent votre réponse` : 'Une demande de rendez-vous attend votre réponse',
    paragraphs: [
      count > 1 ? `${count} demandes de rendez-vous Parenthèse attendent votre réponse :` : 'Une demande de rendez-vous Parenthèse attend votre réponse :',
      ...requests.map((facts) => {
        const person = facts.pseudonym ? `, ${carePairPseudonymLabel(facts.pseudonym)}` : '';
        return `– ${mailDateTimeText(facts.startsAt, facts.writtenAt)}, ${facts.meetingType === 'TEAMS' ? 'en visioconférence' : 'par téléphone'}, ${facts.category ?? 'catégorie non précisée'}${person}.`;
      }),
      'Sans réponse, les personnes ne savent pas si leur rendez-vous est confirmé.',
    ],
    action: psychologistCalendar(appUrl),
  });
}

/**
 * To the employee when their psychologist proposes the next appointment (decision 0066): the hours held
 * for them, until when, and the link that opens the proposal. Discreet like every subject.
 */
export function followUpProposedMail(to: string, proposal: { id: string; hours: Date[]; expiresAt: Date; meetingType: 'PHONE' | 'TEAMS'; writtenAt: Date }, appUrl: string) {
  return composeMail({
    kind: 'follow-up-proposed',
    to,
    subject: 'Votre prochain rendez-vous est proposé',
    paragraphs: [
      `Pour continuer, votre psychologue vous propose ${proposal.hours.length > 1 ? 'ces horaires' : 'cet horaire'} pour un prochain rendez-vous Parenthèse, ${proposal.meetingType === 'TEAMS' ? 'en visioconférence' : 'par téléphone'} :`,
      ...proposal.hours.map((startsAt) => `– ${mailDateTimeText(startsAt, proposal.writtenAt)} (heure de Paris)`),
      `${proposal.hours.length > 1 ? 'Ils vous sont réservés' : 'Il vous est réservé'} jusqu'au ${mailDateTimeText(proposal.expiresAt, proposal.writtenAt)}. Choisir un horaire utilise un crédit, comme toute réservation ; vous pouvez aussi décliner.`,
    ],
    action: { label: 'Voir la proposition', link: linkTo(appUrl, paths.employeeFollowUp(proposal.id)), note: 'La proposition :' },
    audience: 'employee',
  });
}
