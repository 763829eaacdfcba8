import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Company } from '@parenthese/shared';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateCompany } from '../api/update-company';
import { companyFormSchema, companyFormValuesOf, type CompanyFormInput, type CompanyFormOutput } from '../company-form';
import { CompanyFormFields } from './company-form-fields';

/** A company card's edit mode (Sauvegarder / Annuler); a chunk of its own, downloaded when wanted. */
export function CompanyEditForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const updateMutation = useUpdateCompany();
  const form = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFormSchema),
    values: companyFormValuesOf(company),
    // A refresh of the list while editing keeps what was typed.
    resetOptions: { keepDirtyValues: true },
  });
  useEffect(() => form.setFocus('companyName'), [form]);

  const save = form.handleSubmit((values) => {
    updateMutation.mutate(
      { companyId: company.companyId, ...values },
      {
        onSuccess: (updated) => {
          toastSuccess('Entreprise modifiée', `L'entreprise "${updated.companyName}" a été modifiée avec succès.`);
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(form, error, { conflictField: 'companyMail' });
          toastError(errorMessage(error, 'Une erreur est survenue lors de la modification.'));
        },
      },
    );
  });

  return (
    <form onSubmit={save} noValidate aria-label={`Modifier l'entreprise ${company.companyName}`} className="flex flex-1 flex-col">
      <div className="flex-1 px-5 pb-4">
        <CompanyFormFields form={form} isEditForm />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end">
        {/* Annuler drops what was typed: the next edit starts from the company as it is. */}
        <CancelAndSubmit onCancel={onDone} isPending={updateMutation.isPending} />
      </div>
    </form>
  );
}
