import { toastError } from '@/components/ui/toaster';

/** Opens a consultation's video call in a new tab (which gets no hold on this page), or says in a toast that its link is missing. */
export function openVideoCall(link: string | null | undefined) {
  if (!link) {
    toastError("Le lien de la réunion n'est pas disponible");
    return;
  }
  window.open(link, '_blank', 'noopener,noreferrer');
}
