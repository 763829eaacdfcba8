import { toastError, toastSuccess } from '@/components/ui/toaster';

// Shared with the second factor's recovery codes: one download helper, in lib.
export { downloadTextFile } from '@/lib/download-text-file';

/** Copies a password for the admin to hand over: 'Mot de passe copié', or why it could not be. */
export async function copyPassword(text: string, successTitle = 'Mot de passe copié') {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(successTitle);
  } catch {
    toastError("Le presse-papiers n'est pas accessible. Sélectionnez le texte et copiez-le manuellement.");
  }
}
