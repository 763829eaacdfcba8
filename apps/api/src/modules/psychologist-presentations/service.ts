import type { FastifyInstance } from 'fastify';
import {
  bookableStartChecker,
  presentationMessages,
  type DoctorCategory,
  type DoctorPresentationResponse,
  type MeetingType,
  type PresentationForm,
  type PsychologistChoicesResponse,
} from '@parenthese/shared';
import { AppError } from '../../lib/app-error';
import { presentOwnPresentation, presentPsychologistToEmployee } from './presenter';
import * as repository from './repository';

type SavedForm = Required<PresentationForm> & { languages: NonNullable<PresentationForm['languages']> };

/** The presentation a psychologist writes (« Mon profil ») and the choice an employee makes from them (decision 0061). */
export function createPresentationService(app: FastifyInstance, clock: () => Date = () => new Date()) {
  return {
    async ownPresentation(doctorId: string): Promise<DoctorPresentationResponse> {
      return presentOwnPresentation(await repository.findDoctorPresentation(app.db, doctorId));
    },

    async save(doctorId: string, input: SavedForm): Promise<DoctorPresentationResponse> {
      const row = await repository.savePresentation(app.db, doctorId, input, clock());
      return presentOwnPresentation(row);
    },

    /** Withdrawing asks for a state (no presentation): asked twice, it answers the same. */
    async withdraw(doctorId: string): Promise<DoctorPresentationResponse> {
      await repository.deletePresentation(app.db, doctorId);
      return { presentation: null };
    },

    /** « Choisir ma psychologue »: those presented, of this category and mode, with a free hour in the booking window. */
    async choices(criteria: { category: DoctorCategory; meetingType: MeetingType }): Promise<PsychologistChoicesResponse> {
      const { window } = bookableStartChecker(clock());
      const rows = await repository.findChoosablePresentations(app.db, { ...criteria, from: window.startsAt, before: window.endsBefore });
      return { psychologists: rows.map(presentPsychologistToEmployee) };
    },

    /**
     * The psychologist an employee chose by presentation, checked against the category and mode they
     * search: French 404 for a withdrawn presentation, 400 for one of another category or mode.
     */
    async chosenDoctorId(presentationId: string, criteria: { category: DoctorCategory; meetingType: MeetingType }): Promise<string> {
      const chosen = await repository.findPresentedDoctor(app.db, presentationId, criteria);
      if (!chosen) throw new AppError(404, presentationMessages.notFound, { presentationId: presentationMessages.notFound });
      if (!chosen.isSuitable) throw new AppError(400, presentationMessages.notInCategory, { presentationId: presentationMessages.notInCategory });
      return chosen.doctorId;
    },
  };
}
