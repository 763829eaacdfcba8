import { presentationLanguagesText, type EmployeePsychologist } from '@parenthese/shared';
import { withCallerClasses } from '@/lib/cn';

/**
 * A psychologist as an employee sees them (decision 0061): the title the server wrote (« Marion, la
 * psychologue » or « Votre psychologue »), then the approach and languages when there is a presentation.
 * The psychologist's « Mon profil » shows the same component as its preview.
 */
/** `isTitleShown` false: where the title is already written beside it (the consultation card). */
export function PsychologistPresentation({ psychologist, isTitleShown = true, className }: { psychologist: EmployeePsychologist; isTitleShown?: boolean; className?: string }) {
  const { presentation } = psychologist;
  return (
    <div className={withCallerClasses('space-y-1 text-sm', className)}>
      {isTitleShown && <p className="font-medium text-slate-900">{psychologist.title}</p>}
      {presentation && (
        <>
          <p className="whitespace-pre-line text-slate-700">{presentation.approach}</p>
          <p className="text-slate-600">
            <span className="font-medium">Langues :</span> {presentationLanguagesText(presentation.languages)}
          </p>
        </>
      )}
    </div>
  );
}

/** « Sa présentation », folded under the title where an employee meets their psychologist (consultation card, follow-up proposal). */
export function PsychologistPresentationDetails({ psychologist }: { psychologist: EmployeePsychologist }) {
  if (!psychologist.presentation) return null;
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Sa présentation</summary>
      <PsychologistPresentation psychologist={psychologist} isTitleShown={false} className="mt-2" />
    </details>
  );
}
