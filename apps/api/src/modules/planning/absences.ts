import { absenceInterval, absenceProblem, type AbsenceCreatedResponse, type AbsencePreviewResponse, type AbsenceRequest, type PublicHoliday } from '@parenthese/shared';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { retryOnTransactionConflict } from '../../lib/database-faults';
import { recordAudit } from '../accounts/audit';
import { cancelAsPsychologist } from '../psychologist/cancel-by-psychologist';
import {
  closeHoliday,
  deleteAbsence,
  deleteFreeSlots,
  deleteFreeSlotsBetween,
  findCurrentAbsences,
  findHolidayOpenings,
  findLiveSlotsWithCompany,
  findOverlappingAbsence,
  insertAbsence,
  lockCompaniesThenEmployees,
  lockLiveSlots,
  openHoliday,
} from './absence-repository';
import { isPublicHoliday, publicHolidaysOf } from './public-holidays';
import { lockPsychologistPlanning } from './repository';
import type { Services } from '../services';

const OVERLAP_MESSAGE = 'Cette période chevauche une absence déjà enregistrée : supprimez-la d’abord ou choisissez d’autres dates.';
/** A booking landed between the locks of the bookings to cancel and the slots (decision 0064): the psychologist confirms again, knowingly. */
const BOOKED_MEANWHILE_MESSAGE = 'Un rendez-vous vient d’être réservé pendant cette absence : vérifiez la liste des rendez-vous annulés, puis confirmez à nouveau.';

const presentAbsence = (row: { id: string; startsAt: Date; endsAt: Date }) => ({ id: row.id, startDate: row.startsAt.toISOString(), endDate: row.endsAt.toISOString() });

/** The interval of a valid absence request, or a French 400 naming the field. */
function intervalOf(input: AbsenceRequest, now: Date) {
  const problem = absenceProblem(input, now);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  return absenceInterval(input);
}

/** Only what is still to come is withdrawn or cancelled: an hour already started stays as it was. */
const upcomingPart = (range: { start: Date; end: Date }, now: Date) => ({ start: range.start > now ? range.start : now, end: range.end });

export function createAbsenceService(deps: Pick<Services, 'availabilityChanges' | 'consultationNotices' | 'db' | 'clock'>) {
  /** What confirming would do: the booked consultations inside (hours only) and how many free slots go. */
  async function preview(psychologistId: string, input: AbsenceRequest, now = deps.clock.now()): Promise<AbsencePreviewResponse> {
    const range = intervalOf(input, now);
    if (await findOverlappingAbsence(deps.db, psychologistId, range)) throw conflict(OVERLAP_MESSAGE);
    const slots = await findLiveSlotsWithCompany(deps.db, psychologistId, upcomingPart(range, now));
    const booked = slots.filter((row) => row.slot.status === 'BOOKED');
    return {
      startDate: range.start.toISOString(),
      endDate: range.end.toISOString(),
      consultations: booked.map(({ slot: consultation }) => ({ startDate: consultation.startsAt.toISOString(), endDate: consultation.endsAt.toISOString() })),
      freeSlots: slots.length - booked.length,
    };
  }

  /**
   * Records the absence, withdraws the free slots inside and cancels the booked consultations as the
   * psychologist's cancellation, in one transaction. Locks (decision 0064): the psychologist's planning,
   * then decision 0055's order (companies, employees, slots). A booking that lands after the bookings
   * were read answers 409 and nothing is kept.
   */
  async function confirm(psychologistId: string, input: AbsenceRequest, now = deps.clock.now()): Promise<AbsenceCreatedResponse> {
    const range = intervalOf(input, now);
    const upcoming = upcomingPart(range, now);
    // Its free slots are withdrawn and its consultations cancelled.
    return retryOnTransactionConflict(() =>
      deps.availabilityChanges.transaction(async (tx) => {
        await lockPsychologistPlanning(tx, psychologistId);
        if (await findOverlappingAbsence(tx, psychologistId, range)) throw conflict(OVERLAP_MESSAGE);
        const seen = (await findLiveSlotsWithCompany(tx, psychologistId, upcoming)).filter((row) => row.slot.status === 'BOOKED');
        const lockedEmployees = new Set(seen.map((row) => row.slot.employeeId));
        await lockCompaniesThenEmployees(
          tx,
          seen.flatMap((row) => (row.employeeCompanyId ? [row.employeeCompanyId] : [])),
          seen.flatMap((row) => (row.slot.employeeId ? [row.slot.employeeId] : [])),
        );
        const slots = await lockLiveSlots(tx, psychologistId, upcoming);
        const booked = slots.filter((row) => row.slot.status === 'BOOKED');
        if (booked.some((row) => !lockedEmployees.has(row.slot.employeeId))) throw conflict(BOOKED_MEANWHILE_MESSAGE);

        const absence = await insertAbsence(tx, psychologistId, range);
        const withdrawn = await deleteFreeSlots(
          tx,
          slots.filter((row) => row.slot.status === 'AVAILABLE').map((row) => row.slot.id),
        );
        for (const row of booked) await cancelAsPsychologist(deps, tx, { psychologistId, consultation: row.slot, employeeCompanyId: row.employeeCompanyId, now });
        // A fresh read (read committed): a move committed while we waited may have brought a booking in.
        const stillBooked = (await findLiveSlotsWithCompany(tx, psychologistId, upcoming)).some((row) => row.slot.status === 'BOOKED');
        if (stillBooked) throw conflict(BOOKED_MEANWHILE_MESSAGE);
        await recordAudit(tx, { actorUserId: psychologistId, action: 'planning.absence-added', target: { type: 'absence', id: absence.id }, details: { cancelledConsultations: booked.length } });
        return { absence: presentAbsence(absence), cancelledConsultations: booked.length, withdrawnSlots: withdrawn };
      }),
    );
  }

  async function list(psychologistId: string, now = deps.clock.now()) {
    return { absences: (await findCurrentAbsences(deps.db, psychologistId, now)).map(presentAbsence) };
  }

  /** Removing an absence reopens its hours for publishing; it publishes nothing by itself. */
  async function remove(psychologistId: string, absenceId: string) {
    const removed = await deps.db.transaction(async (tx) => {
      await lockPsychologistPlanning(tx, psychologistId);
      const count = await deleteAbsence(tx, psychologistId, absenceId);
      if (count === 0) throw notFound('Absence introuvable.');
      await recordAudit(tx, { actorUserId: psychologistId, action: 'planning.absence-removed', target: { type: 'absence', id: absenceId } });
      return count;
    });
    return { removed };
  }

  async function holidays(psychologistId: string, year: number): Promise<{ holidays: PublicHoliday[] }> {
    const all = publicHolidaysOf(year);
    const opened = new Set(
      await findHolidayOpenings(
        deps.db,
        psychologistId,
        all.map((holiday) => holiday.day),
      ),
    );
    return { holidays: all.map((holiday) => ({ ...holiday, isOpen: opened.has(holiday.day) })) };
  }

  /**
   * Opens a public holiday for publishing, or closes it again. Closing withdraws its free slots still to
   * come; consultations already booked that day stay (an absence is the way to cancel them).
   */
  async function setHoliday(psychologistId: string, day: string, isOpen: boolean, now = deps.clock.now()) {
    if (!isPublicHoliday(day)) {
      const message = 'Ce jour n’est pas un jour férié.';
      throw badRequest(message, { day: message });
    }
    // Closing withdraws the day's free slots.
    await deps.availabilityChanges.transaction(async (tx) => {
      await lockPsychologistPlanning(tx, psychologistId);
      if (isOpen) {
        await openHoliday(tx, psychologistId, day);
        return;
      }
      await closeHoliday(tx, psychologistId, day);
      await deleteFreeSlotsBetween(tx, psychologistId, upcomingPart(absenceInterval({ kind: 'DAYS', firstDay: day, lastDay: day }), now));
    });
    return holidays(psychologistId, Number(day.slice(0, 4)));
  }

  return { preview, confirm, list, remove, holidays, setHoliday };
}
