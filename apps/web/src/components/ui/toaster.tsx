import { Toaster as Sonner, toast } from 'sonner';

export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}

/** Errors show as a destructive toast titled 'Erreur' unless stated (spec section 8). */
export function toastError(description: string, title = 'Erreur') {
  toast.error(title, { description });
}

export function toastSuccess(title: string, description?: string) {
  toast.success(title, { description });
}
