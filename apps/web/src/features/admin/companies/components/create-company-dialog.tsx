import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateCompany } from '../api/create-company';
import { companyFormSchema, emptyCompanyForm, type CompanyFormInput, type CompanyFormOutput } from '../company-form';
import { CompanyFormFields } from './company-form-fields';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';

/** 'Créer une nouvelle entreprise' (spec section 2); closing it resets the form. */
export function CreateCompanyDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const mutation = useCreateCompany();
  const form = useForm<CompanyFormInput, unknown, CompanyFormOutput>({ resolver: zodResolver(companyFormSchema), defaultValues: emptyCompanyForm });

  const changeOpen = (nextIsOpen: boolean) => {
    if (!nextIsOpen) {
      if (mutation.isPending) return;
      form.reset(emptyCompanyForm);
      mutation.reset();
    }
    onOpenChange(nextIsOpen);
  };

  const submit = form.handleSubmit(({ locked: _locked, ...company }) => {
    mutation.mutate(company, {
      onSuccess: (created) => {
        toastSuccess('Entreprise créée', `L'entreprise "${created.companyName}" a été créée avec succès.`);
        changeOpen(false);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error, { conflictField: 'companyMail' });
        toastError(errorMessage(error, "Une erreur est survenue lors de la création de l'entreprise."));
      },
    });
  });

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent title="Créer une nouvelle entreprise" description="Les champs marqués d'un astérisque sont obligatoires.">
        <form onSubmit={submit} noValidate aria-label="Créer une nouvelle entreprise" className="space-y-6">
          <CompanyFormFields form={form} />
          <DialogFormActions submitLabel="Créer l'entreprise" busyLabel="Création..." isPending={mutation.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
