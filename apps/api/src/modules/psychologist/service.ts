import { psychologistAccountUpdateRequestSchema, type PsychologistAccountDetails, type PsychologistConsultation } from '@parenthese/shared';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../accounts/audit';
import { findCarePairContext, findCarePairContexts } from '../care-pairs/repository';
import { presentConsultation, presentPsychologist } from './presenter';
import { cancelAsPsychologist } from './cancel-by-psychologist';
import { findAwaitingConsultations, findPsychologistAccount, findConsultationForUpdate, setConsultationDecision, updatePsychologistAccount } from './repository';
import type { Services } from '../services';

type AccountUpdate = z.output<typeof psychologistAccountUpdateRequestSchema>;
export type PsychologistAnswer = 'accept' | 'refuse' | 'cancel';

export function createPsychologistService(deps: Pick<Services, 'availabilityChanges' | 'consultationNotices' | 'db' | 'emailChanges' | 'clock'>) {
  async function loadDetails(psychologistId: string): Promise<PsychologistAccountDetails> {
    const account = await findPsychologistAccount(deps.db, psychologistId);
    if (!account) throw notFound('Profil de psychologue introuvable.');
    const pending = await deps.emailChanges.pendingFor(deps.db, [psychologistId]);
    return presentPsychologist(account.psychologist, account, pending.get(psychologistId) ?? null);
  }

  /** Another email is not taken here: it has its own form, with the password and the code (accounts/email-change.ts). */
  async function updateDetails(psychologistId: string, input: AccountUpdate): Promise<PsychologistAccountDetails> {
    // Categories and modes decide which searches offer this psychologist's slots.
    await deps.availabilityChanges.transaction(async (tx) => {
      const account = await findPsychologistAccount(tx, psychologistId);
      if (!account) throw notFound('Profil de psychologue introuvable.');
      if (input.adeliNumber !== undefined && input.adeliNumber !== '' && input.adeliNumber !== account.psychologist.adeliNumber) {
        const message = 'Le numéro ADELI ne peut pas être modifié. Contactez un administrateur.';
        throw badRequest(message, { adeliNumber: message });
      }
      await updatePsychologistAccount(
        tx,
        psychologistId,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          ...(input.address !== undefined ? { address: input.address } : {}),
          categories: input.doctorCategories,
          isPhoneEnabled: input.phoneEnabled,
          isVideoEnabled: input.teamsEnabled,
        },
        deps.clock.now(),
      );
      const emailAccount = { id: psychologistId, email: account.email, isFirstConnection: account.isFirstConnection };
      await deps.emailChanges.applyProfileEmail(tx, { account: emailAccount, newEmail: input.mail });
    });
    return loadDetails(psychologistId);
  }

  /**
   * Accept, refuse or cancel one of the psychologist's own upcoming booked consultations. Refusing or
   * cancelling gives the employee's credit back in full (whatever the delay), frees nothing for
   * booking (the psychologist republishes the hour if they wish) and sends the employee a neutral mail.
   */
  async function answerConsultation(psychologistId: string, consultationId: string, answer: PsychologistAnswer, now = deps.clock.now()): Promise<PsychologistConsultation> {
    // A refusal or cancellation changes the week's booking counts the search ranks psychologists by.
    return deps.availabilityChanges.transaction(
      async (tx) => {
        const row = await findConsultationForUpdate(tx, consultationId);
        // Another psychologist's consultation answers like a missing one: its existence is not revealed.
        if (!row || row.consultation.doctorId !== psychologistId) throw notFound('Rendez-vous introuvable.');
        const { consultation } = row;
        if (consultation.status === 'CANCELLED') throw conflict('Ce rendez-vous a déjà été annulé.');
        if (consultation.status !== 'BOOKED' || !consultation.employeeId) throw conflict("Ce créneau n'a pas été réservé.");
        if (consultation.startsAt.getTime() <= now.getTime()) throw conflict('Ce rendez-vous a déjà commencé ou est passé : il ne peut plus être modifié.');
        const isPending = consultation.doctorDecision !== 'ACCEPTED';
        if (answer === 'accept' || answer === 'refuse') {
          if (!isPending) throw conflict('Ce rendez-vous a déjà été accepté.');
        } else if (isPending) {
          throw conflict("Ce rendez-vous n'a pas encore été accepté : utilisez « Refuser ».");
        }

        if (answer === 'accept') {
          const accepted = await setConsultationDecision(tx, consultation.id);
          await recordAudit(tx, { actorUserId: psychologistId, action: 'meeting.accepted', target: { type: 'meeting', id: consultation.id } });
          await deps.consultationNotices.accepted(tx, consultation.id);
          return presentConsultation(accepted, row.employeePhoneNumber, await findCarePairContext(tx, accepted), now);
        }

        const cancelled = await cancelAsPsychologist(deps, tx, { psychologistId, consultation, employeeCompanyId: row.employeeCompanyId, now });
        return presentConsultation(cancelled, row.employeePhoneNumber, await findCarePairContext(tx, cancelled), now);
      },
      () => (answer === 'accept' ? 'none' : 'all'),
    );
  }

  /** Bookings still waiting for the psychologist's answer: only those not started can be answered. */
  async function awaitingConsultations(psychologistId: string, now = deps.clock.now()) {
    const rows = await findAwaitingConsultations(deps.db, psychologistId, now);
    const carePairs = await findCarePairContexts(
      deps.db,
      rows.map((row) => row.consultation),
    );
    return { consultations: rows.map((row) => presentConsultation(row.consultation, row.employeePhoneNumber, carePairs.get(row.consultation.id) ?? null, now)) };
  }

  return { loadDetails, updateDetails, answerConsultation, awaitingConsultations };
}
