import { useId, useState, type FormEvent } from 'react';
import { FilePlus, Upload } from 'lucide-react';
import { BILL_DOCUMENT_ACCEPT, BILL_DOCUMENT_MAX_BYTES, billDocumentExtension, billMessages, ofYearMonthText } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useUploadBillDocument } from './api/bill-actions';

/** What the browser can tell before sending: the server checks the content again. */
function fileProblem(file: File): string | undefined {
  if (!billDocumentExtension(file.name)) return billMessages.documentType;
  if (file.size === 0) return billMessages.documentEmpty;
  if (file.size > BILL_DOCUMENT_MAX_BYTES) return billMessages.documentTooLarge;
  return undefined;
}

/** Choose the psychologist's invoice for a month and upload it; 'Uploader' stays disabled until a file is chosen (spec section 5). */
export function UploadDocumentDialog({ psychologistId, month, isOpen, onOpenChange }: { psychologistId: string; month: string; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const mutation = useUploadBillDocument();

  function close(isNowOpen: boolean) {
    if (mutation.isPending) return;
    if (!isNowOpen) {
      setFile(null);
      setProblem(undefined);
    }
    onOpenChange(isNowOpen);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    const localProblem = fileProblem(file);
    if (localProblem) {
      setProblem(localProblem);
      return;
    }
    mutation.mutate(
      { psychologistId, month, file },
      {
        onSuccess: () => {
          toastSuccess('Document uploadé', `La facture ${ofYearMonthText(month)} a été enregistrée.`);
          close(false);
        },
        onError: (error) => {
          setProblem(errorMessage(error, "Impossible d'uploader le document."));
          toastError(errorMessage(error, "Impossible d'uploader le document."));
        },
      },
    );
  }

  const problemId = `${inputId}-probleme`;
  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent title={`Uploader la facture ${ofYearMonthText(month)}`} description="Formats acceptés : PDF, DOC, DOCX, JPG, JPEG ou PNG, 10 Mo au plus.">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Document de facturation
            </label>
            {/* The browser's own file button speaks its own language: a French one stands in front of it. */}
            <input
              id={inputId}
              type="file"
              accept={BILL_DOCUMENT_ACCEPT}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setProblem(chosen ? fileProblem(chosen) : undefined);
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              aria-hidden="true"
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white p-1 pr-3 text-sm text-slate-700 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 hover:border-slate-400"
            >
              <span className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-md bg-slate-100 px-3 font-medium text-slate-800">
                <FilePlus className="size-4" />
                Choisir un fichier
              </span>
              <span className={file ? 'truncate text-slate-900' : 'text-slate-500'}>{file ? file.name : 'Aucun fichier choisi'}</span>
            </label>
            {problem && (
              <p id={problemId} role="alert" className="text-sm text-red-600">
                {problem}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={mutation.isPending}>
              Annuler
            </Button>
            <Button type="submit" disabled={!file || Boolean(problem)} isLoading={mutation.isPending} loadingText="Envoi en cours...">
              <Upload aria-hidden="true" />
              Uploader
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
