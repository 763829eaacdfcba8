import { describe, expect, it } from 'vitest';
import { PSYCHOLOGIST_CATEGORIES, parisDateTime } from '@parenthese/shared';
import type { OutgoingMail } from '../../mail/mailer';
import {
  consultationCancelledMail,
  consultationConfirmedMail,
  consultationMovedMail,
  consultationRefusedMail,
  consultationReminderMail,
  consultationRequestedMail,
  psychologistConsultationCancelledMail,
  psychologistConsultationMovedMail,
  psychologistConsultationReminderMail,
  psychologistConsultationRequestMail,
  psychologistNoShowReportedMail,
  psychologistRequestsDigestMail,
  type ConsultationMailFacts,
} from './consultation-mails';

const APP = 'https://parenthese.example';
const phone: ConsultationMailFacts = {
  startsAt: parisDateTime(2030, 3, 12, 10),
  meetingType: 'PHONE',
  category: PSYCHOLOGIST_CATEGORIES[0],
  meetingLink: null,
  employeePhone: '0612345612',
  pseudonym: 'K7Q2',
  // Written the year before: every date says its year (and in any year the suite runs).
  writtenAt: parisDateTime(2029, 12, 1, 9),
};
const video: ConsultationMailFacts = { ...phone, meetingType: 'TEAMS', employeePhone: null, meetingLink: 'https://meet.jit.si/parenthese-abc' };

const employeeMails: OutgoingMail[] = [phone, video].flatMap((facts) => [
  consultationRequestedMail('lea@exemple.fr', facts, APP),
  consultationConfirmedMail('lea@exemple.fr', facts, APP),
  consultationRefusedMail('lea@exemple.fr', facts, APP),
  consultationCancelledMail('lea@exemple.fr', facts, { by: 'DOCTOR', isCreditRefunded: true }, APP),
  consultationCancelledMail('lea@exemple.fr', facts, { by: 'EMPLOYEE', isCreditRefunded: false }, APP),
  consultationReminderMail('lea@exemple.fr', facts, '24h', APP),
  consultationReminderMail('lea@exemple.fr', facts, '1h', APP),
  consultationMovedMail('lea@exemple.fr', facts, { from: parisDateTime(2030, 3, 11, 9), isConfirmed: facts.meetingType === 'TEAMS' }, APP),
]);
const psychologistMails: OutgoingMail[] = [phone, video].flatMap((facts) => [
  psychologistConsultationRequestMail('psy@exemple.fr', facts, APP),
  psychologistConsultationCancelledMail('psy@exemple.fr', facts, APP),
  psychologistConsultationReminderMail('psy@exemple.fr', facts, '24h', APP),
  psychologistConsultationMovedMail('psy@exemple.fr', facts, { from: parisDateTime(2030, 3, 11, 9), isConfirmed: facts.meetingType === 'TEAMS' }, APP),
  psychologistRequestsDigestMail('psy@exemple.fr', [facts, video], APP),
  psychologistNoShowReportedMail('psy@exemple.fr', facts, APP),
]);

/** What a phone's notification shows: the subject and the body's first line after the greeting. */
const preview = (mail: OutgoingMail) => `${mail.subject}\n${mail.text.split('\n')[2]}`;
const REVEALING = /psycholog|consultation|th[ée]rap|clinicien|motif|souffrance|santé mentale/i;

describe('appointment mails', () => {
  it('names the person to the psychologist by the pair’s pseudonym, in the body only; never to the employee', () => {
    for (const mail of psychologistMails) {
      expect(mail.text, mail.kind).toContain('Personne K7Q2');
      expect(mail.html, mail.kind).toContain('Personne K7Q2');
      expect(preview(mail), mail.kind).not.toContain('K7Q2');
    }
    for (const mail of employeeMails) expect(`${mail.subject}\n${mail.text}\n${mail.html}`, mail.kind).not.toContain('K7Q2');
    // Without a pair (an erased employee), no line at all.
    expect(psychologistConsultationCancelledMail('psy@exemple.fr', { ...phone, pseudonym: null }, APP).text).not.toContain('Personne');
  });

  it.each([...employeeMails, ...psychologistMails].map((mail) => [mail.kind, mail] as const))('%s: the subject and first line say nothing of what it is', (_kind, mail) => {
    expect(preview(mail)).not.toMatch(REVEALING);
    expect(preview(mail)).toMatch(/rendez-vous/);
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('dates every mail one way, on the Paris clock', () => {
    expect(consultationConfirmedMail('a@b.fr', phone, APP).subject).toBe('Votre rendez-vous du mardi 12 mars 2030 à 10 h 00 est confirmé');
    // Written in the same year, on the server's clock and not the machine's date (decision 0078): no year.
    const sameYear = { ...phone, writtenAt: parisDateTime(2030, 3, 1, 9) };
    expect(consultationConfirmedMail('a@b.fr', sameYear, APP).subject).toBe('Votre rendez-vous du mardi 12 mars à 10 h 00 est confirmé');
    expect(consultationReminderMail('a@b.fr', sameYear, '24h', APP).text).toContain('Votre rendez-vous Parenthèse a lieu demain, mardi 12 mars à 10 h 00.');
    expect(consultationReminderMail('a@b.fr', phone, '24h', APP).text).toContain('Votre rendez-vous Parenthèse a lieu demain, mardi 12 mars 2030 à 10 h 00.');
    expect(consultationReminderMail('a@b.fr', phone, '1h', APP).text).toContain('Votre rendez-vous Parenthèse commence dans une heure, à 10 h 00.');
  });

  it('names in each subject what happened to the appointment, one subject per kind of change', () => {
    const when = 'mardi 12 mars 2030 à 10 h 00';
    expect(consultationRequestedMail('a@b.fr', phone, APP).subject).toBe(`Votre rendez-vous du ${when} est enregistré`);
    expect(consultationConfirmedMail('a@b.fr', phone, APP).subject).toBe(`Votre rendez-vous du ${when} est confirmé`);
    expect(consultationRefusedMail('a@b.fr', phone, APP).subject).toBe(`Votre rendez-vous du ${when} n'a pas pu être retenu`);
    expect(consultationCancelledMail('a@b.fr', phone, { by: 'DOCTOR', isCreditRefunded: true }, APP).subject).toBe(`Votre rendez-vous du ${when} est annulé`);
    expect(consultationMovedMail('a@b.fr', phone, { from: parisDateTime(2030, 3, 11, 9), isConfirmed: true }, APP).subject).toBe(`Votre rendez-vous est déplacé au ${when}`);
    // Same appointment, each change its own subject (the refusal and the booking once shared one).
    const changes = employeeMails.filter((mail) => mail.kind !== 'appointment-reminder');
    expect(new Set(changes.map((mail) => mail.subject)).size).toBe(new Set(changes.map((mail) => mail.kind)).size);
  });

  it('gives the employee the crisis numbers, the join link or their masked number, and the credit’s fate', () => {
    for (const mail of employeeMails) expect(mail.text).toMatch(/3114.*15.*112/);
    for (const mail of psychologistMails) expect(mail.text).not.toContain('3114');
    expect(consultationConfirmedMail('a@b.fr', video, APP).text).toContain('https://meet.jit.si/parenthese-abc');
    expect(consultationConfirmedMail('a@b.fr', phone, APP).text).toContain('Le psychologue vous appellera au 06 ·· ·· ·· 12.');
    const late = consultationCancelledMail('a@b.fr', phone, { by: 'EMPLOYEE', isCreditRefunded: false }, APP).text;
    // The published terms of use, and what they say: the credit is used, the employee pays nothing.
    expect(late).toContain("comme le prévoient nos conditions d'utilisation, le crédit de cette consultation est utilisé et ne vous est pas rendu. Vous n'avez rien à payer.");
    expect(late).not.toContain('conditions générales');
    expect(consultationCancelledMail('a@b.fr', phone, { by: 'EMPLOYEE', isCreditRefunded: true }, APP).text).toContain('Votre crédit vous a été rendu.');
  });

  it('gives the psychologist the date, mode and category, the number to call, and counts the waiting requests', () => {
    const request = psychologistConsultationRequestMail('psy@b.fr', phone, APP).text;
    expect(request).toContain('Quand : mardi 12 mars 2030 à 10 h 00 (heure de Paris), pour une heure.');
    expect(request).toContain(`Catégorie : ${PSYCHOLOGIST_CATEGORIES[0]}.`);
    expect(request).toContain('Par téléphone : vous appelez le 06 12 34 56 12.');
    expect(request).toContain('Avec : Personne K7Q2.');
    expect(psychologistRequestsDigestMail('psy@b.fr', [phone, video], APP).subject).toBe('2 demandes de rendez-vous attendent votre réponse');
    expect(psychologistRequestsDigestMail('psy@b.fr', [phone], APP).subject).toBe('Une demande de rendez-vous attend votre réponse');
  });
});
