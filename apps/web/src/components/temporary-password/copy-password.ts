import { toastError, toastSuccess } from '@/components/ui/toaster';

/** Copies a password for the admin to hand over: 'Mot de passe copié', or why it could not be. */
export async function copyPassword(text: string, successTitle = 'Mot de passe copié') {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(successTitle);
  } catch {
    toastError("Le presse-papiers n'est pas accessible. Sélectionnez le texte et copiez-le manuellement.");
  }
}
