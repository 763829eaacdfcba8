import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_ROLE_LABELS, adminCan, emailChangeMessages, adminWriteRequestSchema, type AdminAccount, type AdminRole, type AdminWriteRequest, type AdminWriteValues } from '@parenthese/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PersonFields } from '@/components/person-fields';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveAdmin } from '../api/save-admin';
import { isEmailChangeSent, ownerConfirmsHint } from '@/components/pending-email-change-note';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';

const emptyAdmin: AdminWriteRequest = { mail: '', firstName: '', lastName: '', phoneNumber: '', adminRole: 'SITE' };
const valuesOf = (admin: AdminAccount): AdminWriteRequest => ({
  mail: admin.userMail,
  firstName: admin.firstName,
  lastName: admin.lastName,
  phoneNumber: admin.phoneNumber,
  adminRole: admin.adminRole,
});

export type AdminFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The administrator being edited; none to create one. */
  admin?: AdminAccount;
  viewerRole: AdminRole | null | undefined;
  /** After a creation: the new administrator, invited (or awaiting a second TECH administrator's approval). */
  onCreated?: (admin: AdminAccount) => void;
};

/**
 * Create or edit an administrator (spec section 5): email required, names and phone optional. Only a
 * TECH administrator sees the technical role and may change a role; otherwise the role of an edited
 * administrator reads 'Non modifiable' and a new one is a site administrator.
 */
export function AdminFormDialog({ isOpen, onOpenChange, admin, viewerRole, onCreated }: AdminFormDialogProps) {
  const isEditing = Boolean(admin);
  const mayManageRoles = adminCan(viewerRole, 'admins:manage-roles');
  const mutation = useSaveAdmin();
  const form = useForm<AdminWriteRequest, unknown, AdminWriteValues>({ resolver: zodResolver(adminWriteRequestSchema), defaultValues: admin ? valuesOf(admin) : emptyAdmin });
  const { errors } = form.formState;
  const typedMail = useWatch({ control: form.control, name: 'mail' });

  useEffect(() => {
    if (isOpen) form.reset(admin ? valuesOf(admin) : emptyAdmin);
  }, [isOpen, admin, form]);

  const changeOpen = (nextIsOpen: boolean) => {
    if (!nextIsOpen && mutation.isPending) return;
    if (!nextIsOpen) mutation.reset();
    onOpenChange(nextIsOpen);
  };

  const submit = form.handleSubmit((values) => {
    mutation.mutate(
      { ...values, adminId: admin?.adminId },
      {
        onSuccess: (saved) => {
          const name = [saved.firstName, saved.lastName].filter(Boolean).join(' ') || saved.userMail;
          const emailChange = isEditing && isEmailChangeSent(values.mail, saved) ? ` ${emailChangeMessages.adminFormNotice(saved.userMail)}` : '';
          toastSuccess(isEditing ? 'Administrateur modifié' : 'Administrateur ajouté', `L'administrateur "${name}" a été ${isEditing ? 'modifié' : 'ajouté'} avec succès.${emailChange}`);
          onOpenChange(false);
          if (!isEditing) onCreated?.(saved);
        },
        onError: (error) => {
          applyServerFieldErrors(form, error, { conflictField: 'mail' });
          if (isEditing) toastError(errorMessage(error, "Impossible de mettre à jour l'administrateur."), "La mise à jour de l'administrateur a échoué.");
          else toastError(errorMessage(error, "Impossible de créer l'administrateur."), "La création de l'administrateur a échoué.");
        },
      },
    );
  });

  const title = isEditing ? "Modifier l'administrateur" : 'Ajouter un administrateur';
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent title={title} description="Les champs marqués d'un astérisque sont obligatoires.">
        <form onSubmit={submit} noValidate aria-label={title} className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <PersonFields
              form={form}
              names="optional"
              contact={{ phone: 'optional', emailClassName: 'sm:col-span-2', emailHint: ownerConfirmsHint(admin && !admin.isFirstConnection ? admin.userMail : undefined, typedMail) }}
            />
            {isEditing && !mayManageRoles ? (
              <div className="space-y-1.5">
                <p className="text-sm font-medium text-slate-800">Rôle</p>
                <p className="flex h-10 items-center rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-700">
                  {ADMIN_ROLE_LABELS[admin!.adminRole]} <span className="ml-auto text-xs text-slate-500">Non modifiable</span>
                </p>
              </div>
            ) : (
              <FormField label="Rôle" error={errors.adminRole?.message} isRequired>
                <Select {...form.register('adminRole')}>
                  <option value="SITE">{ADMIN_ROLE_LABELS.SITE}</option>
                  {mayManageRoles && <option value="TECH">{ADMIN_ROLE_LABELS.TECH}</option>}
                </Select>
              </FormField>
            )}
          </div>
          {!isEditing && <p className="text-sm text-slate-600">Un mot de passe temporaire sera créé : l'administrateur le remplacera à sa première connexion.</p>}
          <DialogFormActions submitLabel={isEditing ? 'Sauvegarder' : "Créer l'administrateur"} busyLabel={isEditing ? 'Enregistrement...' : 'Création...'} isPending={mutation.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
