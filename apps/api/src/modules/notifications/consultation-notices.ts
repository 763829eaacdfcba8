import { BUSINESS_TIME_ZONE } from '@parenthese/shared';
import type { Clock } from '../../lib/clock';
import type { Executor, Database } from '../../db/client';
import type { OutgoingMail, Mailer } from '../../mail/mailer';
import { calendarConsultationOf, consultationCalendarText } from '../calendar/consultation-event';
import { findPairPseudonym } from '../care-pairs/repository';
import {
  consultationCancelledMail,
  consultationConfirmedMail,
  consultationMovedMail,
  psychologistConsultationMovedMail,
  consultationRefusedMail,
  consultationRequestedMail,
  psychologistConsultationCancelledMail,
  psychologistNoShowReportedMail,
  consultationReminderMail,
  psychologistConsultationReminderMail,
  psychologistConsultationRequestMail,
  psychologistRequestsDigestMail,
  type ConsultationMailFacts,
  type ReminderLead,
} from './consultation-mails';
import {
  claimDueReminders,
  findUserEmail,
  claimPendingBookingNotices,
  findConsultationParties,
  findConsultationPartiesOf,
  findWaitingRequests,
  type ConsultationParties,
  type ReminderLeadColumn,
} from './repository';
import { consultationRemindersJob, bookingNoticesSweepJob, requestsDigestJob } from './job-definitions';
import type { Config } from '../../config';
import type { JobEngine } from '../../jobs/job-engine';
import type { DeferredWork } from '../../lib/deferred-work';

const HOUR_MS = 60 * 60 * 1000;
/** Bookings whose mails are written per transaction. */
const BOOKING_NOTICES_BATCH = 200;
const REMINDERS: { lead: ReminderLead; column: ReminderLeadColumn; leadMs: number }[] = [
  { lead: '24h', column: 'reminded24hAt', leadMs: 24 * HOUR_MS },
  { lead: '1h', column: 'reminded1hAt', leadMs: HOUR_MS },
];
/**
 * A reminder whose time passed longer ago than this (the server was down) is not sent late: a
 * reminder of « demain » received the same morning misleads more than none.
 */
export const REMINDER_GRACE_MS = 15 * 60 * 1000;
/** Reminders written per transaction: a minute with thousands due is written in batches. */
const REMINDER_BATCH = 200;

/** 'Parenthèse <ne-pas-repondre@parenthese.fr>' → the organizer of the invitations: the mails' sender. */
function organizerOf(mailFrom: string) {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match ? { name: match[1].replace(/^"|"$/g, '') || 'Parenthèse', email: match[2] } : { name: 'Parenthèse', email: mailFrom.trim() };
}

const factsOf = (row: ConsultationParties, writtenAt: Date): ConsultationMailFacts => ({
  startsAt: row.startsAt,
  meetingType: row.meetingType ?? 'TEAMS',
  category: row.category,
  meetingLink: row.meetingLink,
  employeePhone: row.employeePhone || null,
  pseudonym: row.pseudonym,
  writtenAt,
});

export type ConsultationNoticesDeps = { db: Database; config: Pick<Config, 'appUrl' | 'mailFrom'>; mailer: Mailer; jobs: JobEngine; deferredWork: DeferredWork; clock: Clock };

/**
 * Who is told what about an appointment (issue 21): the mails are written to the outbox in the
 * transaction of the change that causes them. An employee without an email gets none.
 */
export function createConsultationNotices(deps: ConsultationNoticesDeps) {
  const { db, config, mailer, jobs, deferredWork } = deps;
  const appUrl = config.appUrl;
  const organizer = organizerOf(config.mailFrom);

  /**
   * The mail with its calendar part for one side: an invitation (REQUEST) while the appointment is on
   * and confirmed, a cancellation (CANCEL) once cancelled if it had been confirmed (only then could it
   * be in a calendar). Same UID for every file of one appointment; its SEQUENCE is the consultation's.
   */
  function withCalendar(mail: OutgoingMail | null, row: ConsultationParties, audience: 'employee' | 'psychologist'): OutgoingMail | null {
    if (!mail || row.doctorDecision !== 'ACCEPTED') return mail;
    const method = row.status === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
    const consultation = calendarConsultationOf(row, { audience, employeePhoneNumber: row.employeePhone || null, pseudonym: row.pseudonym, now: deps.clock.now() });
    // The attendee is the address the mailer chooses (a personal one, decision 0047).
    const content = (attendeeEmail: string) => consultationCalendarText({ method, consultation, invitation: { organizer, attendeeEmail }, now: deps.clock.now() });
    return { ...mail, calendar: { method, content } };
  }

  /** A mail to the employee, if they have an address: about their use, so the mailer picks its recipient and subject. */
  function employeeMail(row: ConsultationParties, build: (to: string) => OutgoingMail): OutgoingMail | null {
    if (!row.employeeEmail) return null;
    return { ...build(row.employeeEmail), ...(row.employeeId ? { aboutEmployee: row.employeeId } : {}) };
  }

  async function write(
    tx: Executor,
    consultationId: string,
    build: (row: ConsultationParties, facts: ConsultationMailFacts) => (OutgoingMail | null)[] | Promise<(OutgoingMail | null)[]>,
  ): Promise<string[]> {
    const row = await findConsultationParties(tx, consultationId);
    if (!row) return [];
    return mailer.queueAll(
      (await build(row, factsOf(row, deps.clock.now()))).filter((mail): mail is OutgoingMail => mail !== null),
      tx,
    );
  }

  /**
   * The booking's mails: "received, waiting for an answer" to the employee, the request to the
   * psychologist. The booking itself is one database round trip (decision 0011), so these are written
   * after its commit and its answer, claimed once by `meetings.booking_notices_at`, for every booking
   * waiting at that moment in one transaction (one claim, one read, one insert per batch): a burst of
   * bookings costs a few statements, not six each (bench, session 8). A crash in between is caught by
   * the same function on a schedule.
   */
  async function writePendingBookingNotices(now = deps.clock.now()): Promise<number> {
    let written = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const ids = await claimPendingBookingNotices(tx, { bookedAfter: new Date(now.getTime() - 24 * HOUR_MS), limit: BOOKING_NOTICES_BATCH });
        const rows = await findConsultationPartiesOf(tx, ids);
        const mails = rows.flatMap((row) => {
          const facts = factsOf(row, now);
          return [
            employeeMail(row, (to) => consultationRequestedMail(to, facts, appUrl)),
            row.psychologistEmail ? psychologistConsultationRequestMail(row.psychologistEmail, facts, appUrl) : null,
          ].filter((mail): mail is OutgoingMail => mail !== null);
        });
        await mailer.queueAll(mails, tx);
        return ids.length;
      });
      written += claimed;
      if (claimed < BOOKING_NOTICES_BATCH) return written;
    }
  }

  // One writer at a time in this process: bookings arriving while it writes are taken by its next round.
  let isWriting = false;
  let isAnotherRoundDue = false;
  /** After a booking's answer: its mails, with those of any booking made meanwhile. */
  function writeBookingNoticesSoon() {
    if (isWriting) {
      isAnotherRoundDue = true;
      return;
    }
    isWriting = true;
    deferredWork.run('booking mails', async () => {
      try {
        do {
          isAnotherRoundDue = false;
          await writePendingBookingNotices();
        } while (isAnotherRoundDue);
      } finally {
        isWriting = false;
      }
    });
  }

  /**
   * Writes the reminders due now (24 h and 1 h before each confirmed appointment), each claimed once
   * with its mails in one transaction: never twice, never for a cancelled or refused appointment (the
   * claim reads the status), never for a time that was already past at booking. Returns how many.
   */
  async function writeDueReminders(now = deps.clock.now()): Promise<number> {
    let written = 0;
    for (const reminder of REMINDERS) {
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const ids = await claimDueReminders(tx, { column: reminder.column, leadMs: reminder.leadMs, graceMs: REMINDER_GRACE_MS, now, limit: REMINDER_BATCH });
          for (const id of ids) {
            await write(tx, id, (row, facts) => [
              withCalendar(
                employeeMail(row, (to) => consultationReminderMail(to, facts, reminder.lead, appUrl)),
                row,
                'employee',
              ),
              withCalendar(row.psychologistEmail ? psychologistConsultationReminderMail(row.psychologistEmail, facts, reminder.lead, appUrl) : null, row, 'psychologist'),
            ]);
          }
          return ids.length;
        });
        written += claimed;
        if (claimed < REMINDER_BATCH) break;
      }
    }
    return written;
  }

  /** At 18:00: each psychologist with requests still waiting gets one mail listing them. */
  async function writeRequestsDigest(now = deps.clock.now()): Promise<number> {
    const rows = await findWaitingRequests(db, now);
    const byPsychologist = new Map<string, ConsultationParties[]>();
    for (const row of rows) byPsychologist.set(row.doctorId, [...(byPsychologist.get(row.doctorId) ?? []), row]);
    let written = 0;
    for (const requests of byPsychologist.values()) {
      const to = requests[0].psychologistEmail;
      if (!to) continue;
      await mailer.queue(
        psychologistRequestsDigestMail(
          to,
          requests.map((row) => factsOf(row, now)),
          appUrl,
        ),
      );
      written += 1;
    }
    return written;
  }

  // Each minute the reminders due; every five minutes the booking mails a crash left unwritten; at
  // 18:00 the psychologists' digest. One run at a time per schedule (pg-boss), whatever the processes.
  jobs.work(consultationRemindersJob, async () => void (await writeDueReminders()));
  jobs.schedule(consultationRemindersJob, '* * * * *', { tz: BUSINESS_TIME_ZONE });
  jobs.work(bookingNoticesSweepJob, async () => void (await writePendingBookingNotices()));
  jobs.schedule(bookingNoticesSweepJob, '*/5 * * * *', { tz: BUSINESS_TIME_ZONE });
  jobs.work(requestsDigestJob, async () => void (await writeRequestsDigest()));
  jobs.schedule(requestsDigestJob, '0 18 * * *', { tz: BUSINESS_TIME_ZONE });

  return {
    writeBookingNoticesSoon,
    writePendingBookingNotices,
    writeDueReminders,
    writeRequestsDigest,

    /** The psychologist accepted: the employee's confirmation. */
    accepted: (tx: Executor, consultationId: string) =>
      write(tx, consultationId, (row, facts) => [
        withCalendar(
          employeeMail(row, (to) => consultationConfirmedMail(to, facts, appUrl)),
          row,
          'employee',
        ),
      ]),

    /** The psychologist refused a pending booking: the credit is back. */
    refused: (tx: Executor, consultationId: string) => write(tx, consultationId, (row, facts) => [employeeMail(row, (to) => consultationRefusedMail(to, facts, appUrl))]),

    /** The psychologist cancelled an accepted appointment: the credit is back. */
    cancelledByPsychologist: (tx: Executor, consultationId: string) =>
      write(tx, consultationId, (row, facts) => [
        withCalendar(
          employeeMail(row, (to) => consultationCancelledMail(to, facts, { by: 'DOCTOR', isCreditRefunded: true }, appUrl)),
          row,
          'employee',
        ),
      ]),

    /**
     * The employee erased their account: the psychologist's notice only (the employee's address is being
     * erased), without the number or the pair's pseudonym, which are being erased too (decision 0060), so the
     * calendar cancellation keeps nothing of them.
     */
    cancelledByErasure: (tx: Executor, consultationId: string) =>
      write(tx, consultationId, (row, facts) => [
        withCalendar(
          row.psychologistEmail ? psychologistConsultationCancelledMail(row.psychologistEmail, { ...facts, employeePhone: null, pseudonym: null }, appUrl) : null,
          { ...row, employeePhone: '', pseudonym: null },
          'psychologist',
        ),
      ]),

    /**
     * The employee moved their appointment (the row already holds the new hour and psychologist). Same
     * UID everywhere, with the SEQUENCE the move raised: a confirmed appointment is updated in place in
     * both calendars; one that lost its confirmation (another psychologist) is cancelled there until the
     * new psychologist accepts (their acceptance sends the invitation again). The psychologist left
     * behind is told the hour is off; the new one gets a request (decision 0063).
     */
    moved: (tx: Executor, consultationId: string, before: { doctorId: string; startsAt: Date; doctorDecision: 'PENDING' | 'ACCEPTED' | null }) =>
      write(tx, consultationId, async (row, facts) => {
        const move = { from: before.startsAt, isConfirmed: row.doctorDecision === 'ACCEPTED' };
        const wasConfirmed = before.doctorDecision === 'ACCEPTED';
        const lengthMs = row.endsAt.getTime() - row.startsAt.getTime();
        // The appointment as calendars held it, cancelled: the CANCEL of a confirmation lost.
        const formerlyHeld: ConsultationParties = { ...row, startsAt: before.startsAt, endsAt: new Date(before.startsAt.getTime() + lengthMs), status: 'CANCELLED', doctorDecision: 'ACCEPTED' };
        const employeeNotice = employeeMail(row, (to) => consultationMovedMail(to, facts, move, appUrl));
        const employeeSide = move.isConfirmed ? withCalendar(employeeNotice, row, 'employee') : wasConfirmed ? withCalendar(employeeNotice, formerlyHeld, 'employee') : employeeNotice;
        if (before.doctorId === row.doctorId) {
          return [employeeSide, row.psychologistEmail ? withCalendar(psychologistConsultationMovedMail(row.psychologistEmail, facts, move, appUrl), row, 'psychologist') : null];
        }
        const formerPsychologistEmail = await findUserEmail(tx, before.doctorId);
        // The former psychologist knows the person by their own pair's pseudonym, never the new one's.
        const formerPseudonym = row.employeeId ? await findPairPseudonym(tx, { employeeId: row.employeeId, doctorId: before.doctorId }) : null;
        const formerFacts = { ...facts, startsAt: before.startsAt, pseudonym: formerPseudonym };
        return [
          employeeSide,
          formerPsychologistEmail
            ? wasConfirmed
              ? withCalendar(psychologistConsultationCancelledMail(formerPsychologistEmail, formerFacts, appUrl), { ...formerlyHeld, pseudonym: formerPseudonym }, 'psychologist')
              : psychologistConsultationCancelledMail(formerPsychologistEmail, formerFacts, appUrl)
            : null,
          row.psychologistEmail ? psychologistConsultationRequestMail(row.psychologistEmail, facts, appUrl) : null,
        ];
      }),
    /** The employee reported that no one came: the psychologist is told, discreetly (never who reported). */
    doctorNoShowReported: (tx: Executor, consultationId: string) =>
      write(tx, consultationId, (row, facts) => [row.psychologistEmail ? psychologistNoShowReportedMail(row.psychologistEmail, facts, appUrl) : null]),

    /** The employee cancelled: their confirmation (with the credit's fate), and the psychologist's notice. */
    cancelledByEmployee: (tx: Executor, consultationId: string, outcome: { isCreditRefunded: boolean }) =>
      write(tx, consultationId, (row, facts) => [
        withCalendar(
          employeeMail(row, (to) => consultationCancelledMail(to, facts, { by: 'EMPLOYEE', isCreditRefunded: outcome.isCreditRefunded }, appUrl)),
          row,
          'employee',
        ),
        withCalendar(row.psychologistEmail ? psychologistConsultationCancelledMail(row.psychologistEmail, facts, appUrl) : null, row, 'psychologist'),
      ]),
  };
}
export type ConsultationNotices = ReturnType<typeof createConsultationNotices>;
