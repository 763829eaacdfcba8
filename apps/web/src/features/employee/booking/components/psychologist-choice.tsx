import { UserRound, Users } from 'lucide-react';
import { FIRST_AVAILABLE_PSYCHOLOGIST, presentationLanguagesText, type PsychologistCategory, type EmployeePsychologist, type MeetingType } from '@parenthese/shared';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePsychologistChoices } from '../api/find-psychologists';
import { ChoiceCard } from './choice-card';

type PsychologistChoiceProps = {
  category: PsychologistCategory;
  meetingType: MeetingType;
  /** The chosen presentation's public id, or null for « La première disponible ». */
  presentationId: string | null;
  onChange: (psychologist: EmployeePsychologist | null) => void;
};

/**
 * « Choisir ma psychologue » (decision 0061): « La première disponible » by default, or one of the
 * psychologists of this category and mode who wrote a presentation and have a free hour. Choosing one
 * restricts the times of the next step to theirs.
 */
export function PsychologistChoice({ category, meetingType, presentationId, onChange }: PsychologistChoiceProps) {
  const choices = usePsychologistChoices(category, meetingType);
  const psychologists = choices.data?.psychologists ?? [];
  return (
    <fieldset aria-busy={choices.isPending || undefined}>
      <legend className="mb-3 text-base font-semibold text-slate-900">Choisir ma psychologue</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceCard
          name="psychologist"
          value=""
          isChecked={presentationId === null}
          onSelect={() => onChange(null)}
          icon={<Users className="size-5" />}
          title={FIRST_AVAILABLE_PSYCHOLOGIST}
          description="Toutes les disponibilités de cette catégorie."
        />
        {psychologists.map((psychologist) => (
          <ChoiceCard
            key={psychologist.presentationId}
            name="psychologist"
            value={psychologist.presentationId ?? ''}
            isChecked={presentationId === psychologist.presentationId}
            onSelect={() => onChange(psychologist)}
            icon={<UserRound className="size-5" />}
            title={psychologist.title}
            description={
              psychologist.presentation && (
                <>
                  <span className="block whitespace-pre-line">{psychologist.presentation.approach}</span>
                  <span className="mt-1 block">Langues : {presentationLanguagesText(psychologist.presentation.languages)}</span>
                </>
              )
            }
          />
        ))}
      </div>
      {choices.isPending && <Skeleton className="mt-3 h-16" />}
      {choices.isError && (
        <div className="mt-3">
          <LoadError message="Impossible de charger les psychologues. « La première disponible » reste possible." onRetry={() => choices.refetch()} />
        </div>
      )}
      {choices.isSuccess && psychologists.length === 0 && <p className="mt-2 text-sm text-slate-600">Aucune présentation dans cette catégorie pour l'instant : la première disponible vous recevra.</p>}
    </fieldset>
  );
}
