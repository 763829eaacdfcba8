import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { OutgoingMail } from '../../mail/mailer';
import {
  appointmentCancelledMail,
  appointmentConfirmedMail,
  appointmentRefusedMail,
  appointmentRequestedMail,
  doctorAppointmentCancelledMail,
  doctorAppointmentRequestMail,
  type AppointmentFacts,
} from './appointment-mails';
import { claimBookingNotices, findAppointmentParties, findMeetingsMissingBookingNotices, type AppointmentParties } from './repository';

const factsOf = (row: AppointmentParties): AppointmentFacts => ({
  startsAt: row.startsAt,
  meetingType: row.meetingType ?? 'TEAMS',
  category: row.category,
  meetingLink: row.meetingLink,
  employeePhone: row.employeePhone || null,
});

/**
 * Who is told what about an appointment (issue 21): the mails are written to the outbox in the
 * transaction of the change that causes them. An employee without an email gets none.
 */
export function createAppointmentNotices(app: FastifyInstance) {
  const appUrl = app.config.appUrl;

  async function write(tx: Executor, meetingId: string, build: (row: AppointmentParties, facts: AppointmentFacts) => (OutgoingMail | null)[]): Promise<string[]> {
    const row = await findAppointmentParties(tx, meetingId);
    if (!row) return [];
    const mails = build(row, factsOf(row)).filter((mail): mail is OutgoingMail => mail !== null);
    const ids: string[] = [];
    for (const mail of mails) ids.push(await app.mailer.queue(mail, tx));
    return ids;
  }

  /** Sends what a committed change wrote (the outbox keeps them if SMTP fails). */
  function deliver(mailIds: string[]) {
    if (mailIds.length === 0) return;
    app.deferredWork.run('appointment mails', async () => {
      for (const id of mailIds) await app.mailer.deliver(id);
    });
  }

  /**
   * The booking's mails: "received, waiting for an answer" to the employee, the request to the
   * psychologist. The booking itself is one database round trip (decision 0011), so these are written
   * in their own transaction right after its commit, claimed once by `meetings.booking_notices_at`; a
   * crash in between is caught by `writeMissingBookingNotices`.
   */
  async function writeBookingNotices(meetingId: string): Promise<void> {
    const mailIds = await app.db.transaction(async (tx) => {
      if (!(await claimBookingNotices(tx, meetingId))) return [];
      return write(tx, meetingId, (row, facts) => [
        row.employeeEmail ? appointmentRequestedMail(row.employeeEmail, facts, appUrl) : null,
        row.doctorEmail ? doctorAppointmentRequestMail(row.doctorEmail, facts, appUrl) : null,
      ]);
    });
    deliver(mailIds);
  }

  return {
    deliver,
    writeBookingNotices,

    /** The sweep: bookings of the last day older than a minute whose mails were not written. */
    async writeMissingBookingNotices(now = new Date()): Promise<number> {
      const ids = await findMeetingsMissingBookingNotices(app.db, new Date(now.getTime() - 60_000), new Date(now.getTime() - 24 * 60 * 60 * 1000));
      for (const id of ids) await writeBookingNotices(id);
      return ids.length;
    },

    /** The psychologist accepted: the employee's confirmation. */
    accepted: (tx: Executor, meetingId: string) => write(tx, meetingId, (row, facts) => [row.employeeEmail ? appointmentConfirmedMail(row.employeeEmail, facts, appUrl) : null]),

    /** The psychologist refused a pending booking: the credit is back. */
    refused: (tx: Executor, meetingId: string) => write(tx, meetingId, (row, facts) => [row.employeeEmail ? appointmentRefusedMail(row.employeeEmail, facts, appUrl) : null]),

    /** The psychologist cancelled an accepted appointment: the credit is back. */
    cancelledByDoctor: (tx: Executor, meetingId: string) =>
      write(tx, meetingId, (row, facts) => [row.employeeEmail ? appointmentCancelledMail(row.employeeEmail, facts, { by: 'DOCTOR', isCreditRefunded: true }, appUrl) : null]),

    /** The employee cancelled: their confirmation (with the credit's fate), and the psychologist's notice. */
    cancelledByEmployee: (tx: Executor, meetingId: string, outcome: { isCreditRefunded: boolean }) =>
      write(tx, meetingId, (row, facts) => [
        row.employeeEmail ? appointmentCancelledMail(row.employeeEmail, facts, { by: 'EMPLOYEE', isCreditRefunded: outcome.isCreditRefunded }, appUrl) : null,
        row.doctorEmail ? doctorAppointmentCancelledMail(row.doctorEmail, facts, appUrl) : null,
      ]),
  };
}
export type AppointmentNotices = ReturnType<typeof createAppointmentNotices>;
