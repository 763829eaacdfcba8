import { useId, useState, type ChangeEvent } from 'react';
import { CheckCircle2, FileSpreadsheet, FileUp, Upload } from 'lucide-react';
import { csvImportMessages, EMPLOYEES_PER_IMPORT, type EmployeeAccount } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button, buttonVariants } from '@/components/ui/button';
import { toastError } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useCreateEmployees } from '../api/create-employees';
import { CSV_MAX_BYTES, csvTooLargeMessage, employeesToImport, isCsvFile, readCsvText, type CsvPreviewRow } from './csv-file';

type Preview = { fileName: string; rows: CsvPreviewRow[]; errorCount: number };
const employeesText = (count: number) => `${count} employé${count > 1 ? 's' : ''}`;
const employeeErrorPath = /^employees\.(\d+)\./;

/**
 * The CSV tab: choose a file, see every line with its error, import them all in one call only
 * when no line is in error (up to 500; the server creates all of them or none).
 */
export function CsvImportForm({ companyId, onCreated, onCancel }: { companyId: string; onCreated: (employees: EmployeeAccount[]) => void; onCancel: () => void }) {
  const inputId = useId();
  const hintId = useId();
  const mutation = useCreateEmployees();
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [serverError, setServerError] = useState<{ message: string; lines: string[] } | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    setFileError(null);
    setServerError(null);
    mutation.reset();
    setFileName(file?.name ?? null);
    // Choosing the same file again, once corrected, reads it again.
    event.target.value = '';
    if (!file) return;
    if (!isCsvFile(file)) {
      setFileError(csvImportMessages.chooseCsv);
      toastError(csvImportMessages.chooseCsv, csvImportMessages.unsupported);
      return;
    }
    if (file.size > CSV_MAX_BYTES) {
      setFileError(csvTooLargeMessage);
      return;
    }
    setIsReading(true);
    try {
      // papaparse loads with the first file, not with the admin pages.
      const [{ parseEmployeesCsv }, text] = await Promise.all([import('./parse-employees-csv'), readCsvText(file)]);
      const result = parseEmployeesCsv(text);
      if (result.isValid) setPreview({ fileName: file.name, rows: result.rows, errorCount: result.errorCount });
      else setFileError(result.fileError);
    } catch {
      setFileError('Impossible de lire ce fichier. Veuillez réessayer.');
    } finally {
      setIsReading(false);
    }
  }

  function importEmployees() {
    if (!preview || preview.errorCount > 0) return;
    const rows = preview.rows;
    mutation.mutate(
      { companyId, employees: employeesToImport(rows) },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const message = errorMessage(error, 'Une erreur est survenue lors de la création des employés');
          // The server names `employees.<index>.<field>`: said here with the line of the file.
          const lines =
            error instanceof HttpError
              ? Object.entries(error.fieldErrors).flatMap(([path, fieldMessage]) => {
                  const match = employeeErrorPath.exec(path);
                  const row = match ? rows[Number(match[1])] : undefined;
                  return row ? [`Ligne ${row.line} : ${fieldMessage}`] : [];
                })
              : [];
          setServerError({ message, lines });
          toastError(message);
        },
      },
    );
  }

  const validCount = preview ? preview.rows.length - preview.errorCount : 0;
  const errorRows = preview?.rows.filter((row) => row.errors.length > 0) ?? [];

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Fichier CSV
        </label>
        {/* The native button would speak the browser's language: a French one, with the file's name beside it. */}
        <div className="flex flex-wrap items-center gap-3">
          <input id={inputId} type="file" accept=".csv,text/csv" onChange={chooseFile} aria-describedby={hintId} aria-invalid={fileError ? true : undefined} className="peer sr-only" />
          <label
            htmlFor={inputId}
            className={cn(buttonVariants({ variant: 'outline' }), 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600')}
          >
            <FileUp aria-hidden="true" />
            Choisir un fichier
          </label>
          <span className="min-w-0 text-sm break-all text-slate-600">{fileName ?? 'Aucun fichier choisi'}</span>
        </div>
        <div id={hintId} className="space-y-1 text-xs text-slate-500">
          <p>
            Une ligne d'en-tête avec les colonnes <strong>Prénom</strong> et <strong>Nom</strong>, et si besoin <strong>Service</strong> et <strong>Poste</strong>. Séparateur virgule ou point-virgule,
            encodage UTF-8. {EMPLOYEES_PER_IMPORT} employés au plus.
          </p>
          <pre className="overflow-x-auto rounded-md bg-slate-50 px-2 py-1 font-mono text-[11px] text-slate-600">{'Prénom;Nom;Service;Poste\nZoé;Durand;Comptabilité;Comptable'}</pre>
        </div>
      </div>

      {isReading && (
        <p role="status" className="text-sm text-slate-600">
          Lecture du fichier...
        </p>
      )}
      {fileError && (
        <AlertBanner tone="danger" title={fileError === csvImportMessages.chooseCsv ? csvImportMessages.unsupported : 'Fichier refusé'}>
          {fileError}
        </AlertBanner>
      )}

      {preview && (
        <section aria-label="Aperçu de l'import" className="space-y-3">
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <FileSpreadsheet className="size-4 text-brand-700" aria-hidden="true" />
            {preview.fileName} : {preview.rows.length} ligne{preview.rows.length > 1 ? 's' : ''}, {employeesText(validCount)} valide{validCount > 1 ? 's' : ''}
            {preview.errorCount > 0 && `, ${preview.errorCount} ligne${preview.errorCount > 1 ? 's' : ''} en erreur`}
          </p>
          {errorRows.length > 0 && (
            <AlertBanner tone="danger" title="Lignes en erreur : aucun employé n'a été importé">
              <p>Corrigez ces lignes dans votre fichier, puis choisissez-le de nouveau.</p>
              <ul className="mt-2 max-h-32 list-disc space-y-0.5 overflow-y-auto pl-5">
                {errorRows.map((row) => (
                  <li key={row.line}>
                    Ligne {row.line} : {row.errors.join(' ; ')}
                  </li>
                ))}
              </ul>
            </AlertBanner>
          )}
          <div className="max-h-72 overflow-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label="Lignes du fichier">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Aperçu des employés du fichier</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Ligne
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Prénom
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Nom
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Service
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Poste
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Statut
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} className={cn('border-t border-slate-100', row.errors.length > 0 && 'bg-red-50')}>
                    <td className="px-3 py-2 text-slate-500">{row.line}</td>
                    <td className="px-3 py-2">{row.values.firstName}</td>
                    <td className="px-3 py-2">{row.values.lastName}</td>
                    <td className="px-3 py-2">{row.values.service}</td>
                    <td className="px-3 py-2">{row.values.job}</td>
                    <td className="px-3 py-2">
                      {row.errors.length > 0 ? (
                        <span className="text-red-700">{row.errors.join(' ; ')}</span>
                      ) : (
                        <span className="inline-flex items-center gap-1 text-emerald-700">
                          <CheckCircle2 className="size-4" aria-hidden="true" />
                          Valide
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {serverError && (
        <AlertBanner tone="danger" title="Erreur">
          <p>{serverError.message}</p>
          {serverError.lines.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {serverError.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </AlertBanner>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          Annuler
        </Button>
        <Button type="button" onClick={importEmployees} disabled={!preview || preview.errorCount > 0 || validCount === 0} isLoading={mutation.isPending} loadingText="Import en cours...">
          <Upload aria-hidden="true" />
          {preview && preview.errorCount === 0 ? `Importer ${employeesText(validCount)}` : 'Importer'}
        </Button>
      </div>
    </div>
  );
}
