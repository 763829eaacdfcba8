import { useId, type ReactNode } from 'react';
import { Phone, Stethoscope, Video, type LucideIcon } from 'lucide-react';
import { PSYCHOLOGIST_CATEGORIES, type PsychologistAccountDetails, type PsychologistCategory } from '@parenthese/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { psychologistCategoryIcons } from '@/lib/psychologist-category-icons';
import { errorMessage } from '@/lib/http-client';
import { updateRequestFrom, useUpdatePsychologistDetails } from '../api/update-psychologist-details';

function ToggleRow({
  icon: Icon = Stethoscope,
  label,
  hint,
  isChecked,
  isBusy,
  onChange,
}: {
  icon?: LucideIcon;
  label: string;
  hint?: ReactNode;
  isChecked: boolean;
  isBusy: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-3 sm:p-4">
      <label htmlFor={id} className="flex min-w-0 cursor-pointer items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0">
          <span id={`${id}-label`} className="block font-medium text-slate-900">
            {label}
          </span>
          {hint && (
            <span id={`${id}-hint`} className="block text-sm text-slate-500">
              {hint}
            </span>
          )}
        </span>
      </label>
      {/* Named by its label's text and described by its hint: pa11y's engine does not follow a <label for> to a button, which a switch is. */}
      <Switch id={id} checked={isChecked} isBusy={isBusy} onCheckedChange={onChange} aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined} />
    </li>
  );
}

type Toggle = { key: string; icon?: LucideIcon; label: string; hint?: ReactNode; isChecked: boolean; onChange: (value: boolean) => void };

/** A card's switches, each saving at once: all are busy while one saves. */
function ToggleList({ toggles, isBusy }: { toggles: Toggle[]; isBusy: boolean }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {toggles.map(({ key, ...toggle }) => (
        <ToggleRow key={key} {...toggle} isBusy={isBusy} />
      ))}
    </ul>
  );
}

/** The four specialisations; each switch saves at once (spec section 7). */
export function CategoriesCard({ details }: { details: PsychologistAccountDetails }) {
  const mutation = useUpdatePsychologistDetails();
  const toggle = (category: PsychologistCategory, isActive: boolean) => {
    const psychologistCategories = isActive
      ? PSYCHOLOGIST_CATEGORIES.filter((item) => item === category || details.doctorCategories.includes(item))
      : details.doctorCategories.filter((item) => item !== category);
    mutation.mutate(updateRequestFrom(details, { doctorCategories: psychologistCategories }), {
      onSuccess: () => toastSuccess('Catégorie mise à jour', `${category} : catégorie ${isActive ? 'activée' : 'désactivée'}`),
      onError: (error) => toastError(errorMessage(error, 'Impossible de sauvegarder la modification de catégorie.')),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Catégories</CardTitle>
        <CardDescription>Les spécialités pour lesquelles les salariés peuvent vous consulter.</CardDescription>
      </CardHeader>
      <CardContent>
        <ToggleList
          isBusy={mutation.isPending}
          toggles={PSYCHOLOGIST_CATEGORIES.map((category) => ({
            key: category,
            icon: psychologistCategoryIcons[category],
            label: category,
            isChecked: details.doctorCategories.includes(category),
            onChange: (value) => toggle(category, value),
          }))}
        />
      </CardContent>
    </Card>
  );
}

/** Phone and video consultations; each switch saves at once. */
export function ConsultationModesCard({ details }: { details: PsychologistAccountDetails }) {
  const mutation = useUpdatePsychologistDetails();
  const toggle = (changes: { phoneEnabled?: boolean; teamsEnabled?: boolean }) =>
    mutation.mutate(updateRequestFrom(details, changes), {
      onSuccess: () => toastSuccess('Type de rendez-vous mis à jour'),
      onError: (error) => toastError(errorMessage(error, 'Impossible de sauvegarder le type de rendez-vous.')),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Types de rendez-vous</CardTitle>
        <CardDescription>Comment les salariés peuvent vous consulter.</CardDescription>
      </CardHeader>
      <CardContent>
        <ToggleList
          isBusy={mutation.isPending}
          toggles={[
            {
              key: 'phone',
              icon: Phone,
              label: 'Téléphone',
              hint: "Vous appelez le salarié à l'heure du rendez-vous.",
              isChecked: details.phoneEnabled,
              onChange: (value) => toggle({ phoneEnabled: value }),
            },
            {
              key: 'video',
              icon: Video,
              label: 'Visioconférence',
              hint: 'Un lien de réunion est créé à la réservation.',
              isChecked: details.teamsEnabled,
              onChange: (value) => toggle({ teamsEnabled: value }),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
