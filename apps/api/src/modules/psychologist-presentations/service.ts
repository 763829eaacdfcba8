import {
  bookableStartChecker,
  presentationMessages,
  type PsychologistCategory,
  type PsychologistPresentationResponse,
  type MeetingType,
  type PresentationForm,
  type PsychologistChoicesResponse,
} from '@parenthese/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../accounts/audit';
import { presentOwnPresentation, presentPsychologistToEmployee } from './presenter';
import * as repository from './repository';
import type { Services } from '../services';

type SavedForm = Required<PresentationForm> & { languages: NonNullable<PresentationForm['languages']> };

/** The presentation a psychologist writes (« Mon profil ») and the choice an employee makes from them (decision 0061). */
export function createPresentationService(deps: Pick<Services, 'db' | 'clock'>) {
  const clock = () => deps.clock.now();
  return {
    async ownPresentation(psychologistId: string): Promise<PsychologistPresentationResponse> {
      return presentOwnPresentation(await repository.findPsychologistPresentation(deps.db, psychologistId));
    },

    /**
     * Each change is audited (who, and that the presentation changed): what employees read of a
     * psychologist is the psychologist's own writing, so TECH can date a change it is asked about. The
     * text is not copied into the journal: it lives in the presentation, and a withdrawn one is gone.
     */
    async save(psychologistId: string, input: SavedForm): Promise<PsychologistPresentationResponse> {
      const row = await deps.db.transaction(async (tx) => {
        const saved = await repository.savePresentation(tx, psychologistId, input, clock());
        await recordAudit(tx, { actorUserId: psychologistId, action: 'presentation.saved', target: { type: 'doctor', id: psychologistId } });
        return saved;
      });
      return presentOwnPresentation(row);
    },

    /** Withdrawing asks for a state (no presentation): asked twice, it answers the same, and is audited once. */
    async withdraw(psychologistId: string): Promise<PsychologistPresentationResponse> {
      await deps.db.transaction(async (tx) => {
        if (await repository.deletePresentation(tx, psychologistId)) {
          await recordAudit(tx, { actorUserId: psychologistId, action: 'presentation.withdrawn', target: { type: 'doctor', id: psychologistId } });
        }
      });
      return { presentation: null };
    },

    /** « Choisir ma psychologue »: those presented, of this category and mode, with a free hour in the booking window. */
    async choices(criteria: { category: PsychologistCategory; meetingType: MeetingType }): Promise<PsychologistChoicesResponse> {
      const { window } = bookableStartChecker(clock());
      const rows = await repository.findChoosablePresentations(deps.db, { ...criteria, from: window.startsAt, before: window.endsBefore });
      return { psychologists: rows.map(presentPsychologistToEmployee) };
    },

    /**
     * The psychologist an employee chose by presentation, checked against the category and mode they
     * search: French 404 for a withdrawn presentation, 400 for one of another category or mode.
     */
    async chosenPsychologistId(presentationId: string, criteria: { category: PsychologistCategory; meetingType: MeetingType }): Promise<string> {
      const chosen = await repository.findPresentedPsychologist(deps.db, presentationId, criteria);
      if (!chosen) throw new AppError(404, presentationMessages.notFound, { presentationId: presentationMessages.notFound });
      if (!chosen.isSuitable) throw new AppError(400, presentationMessages.notInCategory, { presentationId: presentationMessages.notInCategory });
      return chosen.doctorId;
    },
  };
}
