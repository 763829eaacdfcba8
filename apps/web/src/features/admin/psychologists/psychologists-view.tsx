import { sectionFrames, sectionNouns } from '../section-frames';
import { useCallback, useRef, useState } from 'react';
import { emailChangeMessages, type AdminPsychologist } from '@parenthese/shared';
import { ListView } from '@/components/list-view';
import { AddCard } from '@/components/ui/add-card';
import { toastSuccess } from '@/components/ui/toaster';
import { useCurrentAdmin } from '../api/get-current-admin';
import { psychologistsPageQueryOptions } from './api/get-psychologists';
import { useCreatePsychologist } from './api/create-psychologist';
import { useUpdatePsychologist } from './api/update-psychologist';
import { PsychologistCard } from './components/psychologist-card';
import type { PsychologistFormDialogProps } from './components/psychologist-form-dialog';
import { onDemandDialog } from '@/components/on-demand-dialog';
import { emptyPsychologistForm, fullName, psychologistFormValuesOf } from './psychologist-form';
import { isEmailChangeSent } from '@/components/pending-email-change-note';
import { AdminSection } from '@/components/admin-section';
import { invitationSentText } from '@/components/invitation/staff-invitation-state';

// The creation and edit form (form library, zod) downloads when first opened, or on the intent to open it.
const PsychologistFormDialog = onDemandDialog<PsychologistFormDialogProps>(
  () => import('./components/psychologist-form-dialog').then((module) => module.PsychologistFormDialog),
  (props) => props.title,
);

/**
 * 'Psychologues': the grid of psychologist cards searched on names, email or ADELI number, the
 * dashed add card, the creation and edit dialogs; a creation mails the psychologist's invitation, no
 * password is ever shown (spec section 2, issue 33).
 */
export function PsychologistsView() {
  const { data: admin } = useCurrentAdmin();
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<AdminPsychologist | null>(null);
  const createMutation = useCreatePsychologist();
  const updateMutation = useUpdatePsychologist();
  const sectionRef = useRef<HTMLElement>(null);
  const focusList = useCallback(() => sectionRef.current?.querySelector<HTMLElement>('[role="region"]')?.focus(), []);

  return (
    <AdminSection ref={sectionRef} {...sectionFrames.psychologists}>
      <ListView
        query={psychologistsPageQueryOptions}
        noun={sectionNouns.psychologists}
        noMatch={(search) => `Aucun psychologue trouvé pour "${search}"`}
        itemKey={(psychologist) => psychologist.userId}
        leadingItem={<AddCard label="Ajouter un psychologue" hint="Créer le compte d'un nouveau psychologue" onClick={() => setIsCreating(true)} onIntent={PsychologistFormDialog.preload} />}
        renderItem={(psychologist) => (
          <PsychologistCard psychologist={psychologist} adminRole={admin?.adminRole} onEdit={setEditing} onEditIntent={PsychologistFormDialog.preload} onDeleted={focusList} />
        )}
      />

      <PsychologistFormDialog
        isOpen={isCreating}
        onOpenChange={setIsCreating}
        title="Ajouter un psychologue"
        submitLabel="Créer le psychologue"
        busyLabel="Création..."
        values={emptyPsychologistForm}
        isSaving={createMutation.isPending}
        errorFallback="Une erreur est survenue lors de la création du psychologue."
        onSave={async (values) => {
          const created = await createMutation.mutateAsync(values);
          toastSuccess('Psychologue ajouté', `${fullName(created)} a été ajouté. ${invitationSentText(created.mail)}`);
          setIsCreating(false);
        }}
      />

      <PsychologistFormDialog
        isOpen={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={editing ? `Modifier ${fullName(editing)}` : 'Modifier le psychologue'}
        submitLabel="Sauvegarder"
        busyLabel="Enregistrement..."
        values={editing ? psychologistFormValuesOf(editing) : emptyPsychologistForm}
        isSaving={updateMutation.isPending}
        errorFallback="Une erreur est survenue lors de la modification."
        ownerEmail={editing && !editing.isFirstConnection ? editing.mail : undefined}
        onSave={async (values) => {
          if (!editing) return;
          const updated = await updateMutation.mutateAsync({ doctorId: editing.userId, ...values });
          const emailChange = isEmailChangeSent(values.mail, updated) ? ` ${emailChangeMessages.adminFormNotice(updated.mail)}` : '';
          toastSuccess('Psychologue modifié', `${fullName(updated)} a été modifié avec succès.${emailChange}`);
          setEditing(null);
        }}
      />
    </AdminSection>
  );
}
