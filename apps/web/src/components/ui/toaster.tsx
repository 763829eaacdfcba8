import { requestToaster } from '@/lib/toaster-demand';

// The helpers every screen calls. Sonner is imported on the first toast, not with the screen, so a page
// whose visit shows no toast (the prerendered /contact, say) never downloads it. The toasts of one moment
// keep their order: the callbacks of one import run in the order they were registered.
const loadToast = async () => (await import('sonner')).toast;

/** Errors show as a destructive toast titled 'Erreur' unless stated (spec section 8). */
export function toastError(description: string, title = 'Erreur') {
  requestToaster();
  void loadToast().then((toast) => toast.error(title, { description }));
}

export function toastSuccess(title: string, description?: string) {
  requestToaster();
  void loadToast().then((toast) => toast.success(title, { description }));
}
