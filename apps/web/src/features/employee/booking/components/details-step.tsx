import { useId } from 'react';
import { Phone, Video } from 'lucide-react';
import { PSYCHOLOGIST_CATEGORIES, CONSULTATION_SUBJECT_MAX_LENGTH, bookingMessages, meetingTypeLabels, type PsychologistCategory, type MeetingType } from '@parenthese/shared';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { categoryPresentation } from '@/features/employee/shared';
import { ChoiceCard } from './choice-card';

type DetailsStepProps = {
  category: PsychologistCategory | null;
  onCategoryChange: (category: PsychologistCategory) => void;
  meetingType: MeetingType | null;
  onMeetingTypeChange: (meetingType: MeetingType) => void;
  subject: string;
  onSubjectChange: (subject: string) => void;
  hasPhoneNumber: boolean;
};

/** Step 1: a category, a contact mode (phone needs a number on file) and an optional message. */
export function DetailsStep({ category, onCategoryChange, meetingType, onMeetingTypeChange, subject, onSubjectChange, hasPhoneNumber }: DetailsStepProps) {
  const phoneHintId = useId();
  const messageId = useId();
  const counterId = useId();
  const isNearLimit = subject.length > CONSULTATION_SUBJECT_MAX_LENGTH * 0.9;
  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">Type de psychologue</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PSYCHOLOGIST_CATEGORIES.map((name) => {
            const { icon: Icon, hint } = categoryPresentation[name];
            return (
              <ChoiceCard
                key={name}
                name="category"
                value={name}
                isChecked={category === name}
                onSelect={() => onCategoryChange(name)}
                icon={<Icon className="size-5" />}
                title={name}
                description={hint}
              />
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">Mode de consultation</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            name="meetingType"
            value="TEAMS"
            isChecked={meetingType === 'TEAMS'}
            onSelect={() => onMeetingTypeChange('TEAMS')}
            icon={<Video className="size-5" />}
            title={meetingTypeLabels.TEAMS}
            description="Un lien de visioconférence vous sera communiqué."
          />
          <ChoiceCard
            name="meetingType"
            value="PHONE"
            isChecked={meetingType === 'PHONE'}
            isDisabled={!hasPhoneNumber}
            onSelect={() => onMeetingTypeChange('PHONE')}
            icon={<Phone className="size-5" />}
            title={meetingTypeLabels.PHONE}
            description={hasPhoneNumber ? 'Le psychologue vous appellera au numéro de votre profil.' : undefined}
            describedById={hasPhoneNumber ? undefined : phoneHintId}
          />
        </div>
        {!hasPhoneNumber && (
          <p id={phoneHintId} className="mt-2 text-sm text-amber-800">
            {bookingMessages.phoneMissing}
          </p>
        )}
      </fieldset>

      <div className="space-y-1.5">
        <label htmlFor={messageId} className="block text-base font-semibold text-slate-900">
          Message <span className="font-normal text-slate-500">(facultatif)</span>
        </label>
        <p className="text-sm text-slate-600">Quelques mots sur ce qui vous amène, si vous le souhaitez. Le psychologue ne connaîtra pas votre identité.</p>
        <Textarea id={messageId} value={subject} maxLength={CONSULTATION_SUBJECT_MAX_LENGTH} onChange={(event) => onSubjectChange(event.target.value)} aria-describedby={counterId} rows={4} />
        <p id={counterId} className={cn('text-right text-xs', isNearLimit ? 'font-medium text-red-600' : 'text-slate-500')} aria-live="polite">
          {subject.length}/{CONSULTATION_SUBJECT_MAX_LENGTH}
        </p>
      </div>
    </div>
  );
}
