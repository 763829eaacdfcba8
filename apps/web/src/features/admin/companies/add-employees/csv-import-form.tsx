import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { CheckCircle2, Copy, Download, FileSpreadsheet, FileUp, Upload } from 'lucide-react';
import {
  csvImportMessages,
  EMPLOYEES_PER_FILE,
  employeeImportMessages,
  IMPORT_FILE_MAX_BYTES,
  importErrorsCsv,
  XLSX_MEDIA_TYPE,
  type EmployeeImport,
  type EmployeeImportCheckResponse,
} from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button, buttonVariants } from '@/components/ui/button';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { errorMessage, HttpError } from '@/lib/http-client';
import { checkEmployeeImport } from '../api/check-employee-import';
import { readEmployeeSpreadsheetRows } from '../api/read-employee-spreadsheet-rows';
import { downloadTextFile } from '../browser-files';
import { useStartEmployeeImport } from '../api/start-employee-import';
import { encodingNotice, importRowOf, isCsvFile, isXlsxFile, readCsvText, type CsvPreviewRow } from './csv-file';
import type { CsvParseResult } from './check-employee-records';

type Preview = { fileName: string; rows: CsvPreviewRow[]; encodingNotice: string | null; mergedCount: number };
type Check = { state: 'checking' } | { state: 'failed'; message: string } | { state: 'done'; existing: Set<number>; taken: Set<number> };

const employeesText = (count: number) => `${count.toLocaleString('fr-FR')} employé${count > 1 ? 's' : ''}`;
const rowErrorPath = /^rows\.(\d+)\./;
/** The table shows the file's first lines; every line in error or duplicated is listed above it. */
const PREVIEW_TABLE_ROWS = 200;
/** The server's field for a file imported within the last day: the administrator confirms, then it is sent again. */
const REIMPORT_FIELD = 'isReimportConfirmed';

const personOf = (row: CsvPreviewRow) => [row.values.firstName, row.values.lastName].join(' ').trim() || `Ligne ${row.line}`;

/**
 * The CSV tab: choose a file (a CSV read here, or an .xlsx whose rows the server reads), see every line with its errors and duplicates (within the file, and
 * against the company's employees as the server knows them), keep or drop each duplicate, then start
 * the import, which a job runs on the server (its progress shows on the company's page). Lines in error
 * are left out of the import and can be downloaded as a file to correct (issue 34 item 13).
 */
export function CsvImportForm({ companyId, onStarted, onCancel }: { companyId: string; onStarted: (employeeImport: EmployeeImport) => void; onCancel: () => void }) {
  const inputId = useId();
  const hintId = useId();
  const mutation = useStartEmployeeImport();
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  /** Indexes of the duplicates the administrator keeps (the others are dropped). */
  const [keptDuplicates, setKeptDuplicates] = useState<Set<number>>(new Set());
  const [serverError, setServerError] = useState<{ message: string; lines: string[] } | null>(null);
  const [reimportQuestion, setReimportQuestion] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  async function runCheck(rows: CsvPreviewRow[]) {
    setCheck({ state: 'checking' });
    try {
      const answer: EmployeeImportCheckResponse = await checkEmployeeImport({
        companyId,
        // A line in error is left out of the import: sent empty, so one bad cell (a 300-letter name) cannot stop the check of the others.
        rows: rows.map(({ values, errors }) =>
          errors.length > 0
            ? { firstName: '', lastName: '', service: '', email: null }
            : { firstName: values.firstName, lastName: values.lastName, service: values.service, email: values.email || null },
        ),
      });
      setCheck({ state: 'done', existing: new Set(answer.existingEmployeeRows), taken: new Set(answer.takenEmailRows) });
    } catch (error) {
      setCheck({ state: 'failed', message: errorMessage(error, 'La vérification des doublons a échoué.') });
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    setCheck(null);
    setFileError(null);
    setServerError(null);
    setKeptDuplicates(new Set());
    mutation.reset();
    setFileName(file?.name ?? null);
    // Choosing the same file again, once corrected, reads it again.
    event.target.value = '';
    if (!file) return;
    // Said once, beside the field ('Fichier non supporté' / 'Veuillez sélectionner un fichier CSV', spec section 5): a toast repeated it.
    const isXlsx = isXlsxFile(file);
    if (!isXlsx && !isCsvFile(file)) {
      setFileError(csvImportMessages.chooseCsv);
      return;
    }
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      setFileError(csvImportMessages.tooLarge);
      return;
    }
    setIsReading(true);
    try {
      let result: CsvParseResult;
      let notice: string | null = null;
      if (isXlsx) {
        // The server reads the workbook (exceljs, as the export); the same checks follow as for a CSV.
        const [{ checkEmployeeRecords }, { rows }] = await Promise.all([import('./check-employee-records'), readEmployeeSpreadsheetRows({ companyId, file })]);
        result = checkEmployeeRecords(rows);
      } else {
        // papaparse loads with the first file, not with the admin pages.
        const [{ parseEmployeesCsv }, { text, encoding }] = await Promise.all([import('./parse-employees-csv'), readCsvText(file)]);
        result = parseEmployeesCsv(text);
        notice = encodingNotice(encoding);
      }
      if (!result.isValid) {
        setFileError(result.fileError);
        return;
      }
      setPreview({ fileName: file.name, rows: result.rows, encodingNotice: notice, mergedCount: result.mergedCount });
      void runCheck(result.rows);
    } catch (error) {
      // The server's French refusal of a workbook (not an .xlsx, empty, too many rows), or a reading failure.
      setFileError(errorMessage(error, 'Impossible de lire ce fichier. Veuillez réessayer.'));
    } finally {
      setIsReading(false);
    }
  }

  /** Each line's errors, the server's answer included (an email another account has). */
  const rows = useMemo(() => {
    if (!preview) return [];
    return preview.rows.map((row, index) => {
      const isTaken = check?.state === 'done' && check.taken.has(index);
      const isExisting = check?.state === 'done' && check.existing.has(index);
      return { ...row, index, errors: isTaken ? [...row.errors, employeeImportMessages.emailTaken] : row.errors, isExisting, isDuplicate: row.duplicateOfLine !== undefined || isExisting };
    });
  }, [preview, check]);
  const errorRows = rows.filter((row) => row.errors.length > 0);
  // The good lines are imported; those in error are left out, to be corrected from their own file.
  const goodRows = rows.filter((row) => row.errors.length === 0);
  const duplicateRows = goodRows.filter((row) => row.isDuplicate);
  const namesakeRows = goodRows.filter((row) => !row.isDuplicate && row.namesakeOfLine !== undefined);
  const duplicateIndexes = duplicateRows.map((row) => row.index);
  const importCount = goodRows.length - duplicateIndexes.filter((index) => !keptDuplicates.has(index)).length;
  const isChecked = check?.state === 'done';
  const canImport = preview !== null && isChecked && importCount > 0;

  function downloadErrorRows() {
    if (!preview) return;
    const baseName = preview.fileName.replace(/\.[^.]+$/, '');
    downloadTextFile(`${baseName}_lignes_a_corriger.csv`, importErrorsCsv(errorRows));
  }

  function start(isReimportConfirmed: boolean) {
    if (!preview || !canImport) return;
    setServerError(null);
    // Indexes in the rows sent (the good ones only): the server names its errors by them.
    const droppedRows = goodRows.flatMap((row, position) => (row.isDuplicate && !keptDuplicates.has(row.index) ? [position] : []));
    mutation.mutate(
      { companyId, rows: goodRows.map(importRowOf), droppedRows, isReimportConfirmed },
      {
        onSuccess: (started) => {
          setReimportQuestion(null);
          onStarted(started);
        },
        onError: (error) => {
          setReimportQuestion(null);
          if (error instanceof HttpError && error.status === 409 && error.fieldErrors[REIMPORT_FIELD]) {
            setReimportQuestion(error.message);
            return;
          }
          const message = errorMessage(error, "L'import n'a pas pu être lancé.");
          // The server names `rows.<index>.<field>`: said here with the line of the file.
          const lines =
            error instanceof HttpError
              ? Object.entries(error.fieldErrors).flatMap(([path, fieldMessage]) => {
                  const match = rowErrorPath.exec(path);
                  const row = match ? goodRows[Number(match[1])] : undefined;
                  return row ? [`Ligne ${row.line} : ${fieldMessage}`] : [];
                })
              : [];
          setServerError({ message, lines });
          toastError(message);
        },
      },
    );
  }

  const setKept = (indexes: number[], isKept: boolean) =>
    setKeptDuplicates((current) => {
      const next = new Set(current);
      for (const index of indexes) {
        if (isKept) next.add(index);
        else next.delete(index);
      }
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Fichier CSV ou Excel (.xlsx)
        </label>
        {/* The native button would speak the browser's language: a French one, with the file's name beside it. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={inputId}
            type="file"
            accept={`.csv,text/csv,.xlsx,${XLSX_MEDIA_TYPE}`}
            onChange={chooseFile}
            aria-describedby={hintId}
            aria-invalid={fileError ? true : undefined}
            className="peer sr-only"
          />
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
            Une ligne d'en-tête avec les colonnes <strong>Prénom</strong> et <strong>Nom</strong>, et si besoin <strong>Service</strong>, <strong>Poste</strong> et <strong>E-mail</strong> (un employé
            avec e-mail reçoit une invitation ; sans e-mail, un identifiant et un mot de passe temporaire). Fichier CSV (séparateur virgule ou point-virgule) ou classeur Excel (.xlsx, première
            feuille). {EMPLOYEES_PER_FILE.toLocaleString('fr-FR')} employés au plus.
          </p>
          <pre className="overflow-x-auto rounded-md bg-slate-50 px-2 py-1 font-mono text-[11px] text-slate-600">
            {'Prénom;Nom;Service;Poste;E-mail\nZoé;Durand;Comptabilité;Comptable;zoe.durand@entreprise.fr'}
          </pre>
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
            {preview.fileName} : {rows.length.toLocaleString('fr-FR')} ligne{rows.length > 1 ? 's' : ''}
            {errorRows.length > 0 && `, ${errorRows.length.toLocaleString('fr-FR')} ligne${errorRows.length > 1 ? 's' : ''} en erreur`}
            {duplicateRows.length > 0 && `, ${duplicateRows.length.toLocaleString('fr-FR')} doublon${duplicateRows.length > 1 ? 's' : ''}`}
          </p>
          {preview.encodingNotice && (
            <AlertBanner tone="warning" title="Encodage du fichier">
              {preview.encodingNotice}
            </AlertBanner>
          )}
          {check?.state === 'checking' && (
            <p role="status" className="text-sm text-slate-600">
              Recherche des doublons parmi les employés de l'entreprise...
            </p>
          )}
          {check?.state === 'failed' && (
            <AlertBanner
              tone="danger"
              title="Vérification impossible"
              action={
                <Button type="button" variant="outline" size="sm" onClick={() => void runCheck(preview.rows)}>
                  Réessayer
                </Button>
              }
            >
              {check.message}
            </AlertBanner>
          )}
          {preview.mergedCount > 0 && (
            <p className="text-sm text-slate-600">
              {preview.mergedCount.toLocaleString('fr-FR')} ligne
              {preview.mergedCount > 1 ? 's identiques à une ligne précédente ont été fusionnées' : ' identique à une ligne précédente a été fusionnée'}.
            </p>
          )}
          {errorRows.length > 0 && (
            <AlertBanner
              tone="danger"
              title={`Lignes en erreur : ${errorRows.length.toLocaleString('fr-FR')} ne seront pas importées`}
              action={
                <Button type="button" variant="outline" size="sm" onClick={downloadErrorRows}>
                  <Download aria-hidden="true" />
                  Télécharger les lignes à corriger (CSV)
                </Button>
              }
            >
              <p>Les autres lignes peuvent être importées. Corrigez celles-ci dans le fichier téléchargé, puis importez-le.</p>
              <ul className="mt-2 max-h-32 list-disc space-y-0.5 overflow-y-auto pl-5">
                {errorRows.map((row) => (
                  <li key={row.line}>
                    Ligne {row.line} : {row.errors.join(' ; ')}
                  </li>
                ))}
              </ul>
            </AlertBanner>
          )}
          {duplicateRows.length > 0 && (
            <fieldset className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <legend className="px-1 font-semibold">
                <Copy className="mr-1 inline size-4" aria-hidden="true" />
                Doublons : cochez ceux à importer quand même
              </legend>
              <p>Même prénom et nom, et même e-mail ou même service (deux e-mails différents font des homonymes, importés). Non cochés, ils sont écartés de l'import.</p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => setKept(duplicateIndexes, true)}>
                  Tout garder
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={() => setKept(duplicateIndexes, false)}>
                  Tout écarter
                </Button>
              </div>
              <ul className="max-h-48 space-y-1 overflow-y-auto">
                {duplicateRows.map((row) => (
                  <li key={row.line}>
                    <label className="flex items-start gap-2">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0 accent-brand-700"
                        checked={keptDuplicates.has(row.index)}
                        onChange={(event) => setKept([row.index], event.target.checked)}
                      />
                      <span>
                        Ligne {row.line} : {personOf(row)}
                        {row.values.service && ` (${row.values.service})`} —{' '}
                        {row.duplicateOfLine !== undefined ? `déjà à la ligne ${row.duplicateOfLine} du fichier` : "déjà parmi les employés de l'entreprise"}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {namesakeRows.length > 0 && (
            <AlertBanner tone="warning" title={`Homonymes à vérifier : ${namesakeRows.length.toLocaleString('fr-FR')}`}>
              <p>Même prénom et nom qu'une autre ligne, mais une autre adresse e-mail : ils seront importés. Vérifiez qu'il s'agit bien de personnes différentes.</p>
              <ul className="mt-2 max-h-32 list-disc space-y-0.5 overflow-y-auto pl-5">
                {namesakeRows.map((row) => (
                  <li key={row.line}>
                    Ligne {row.line} : {personOf(row)} ({row.values.email}), homonyme de la ligne {row.namesakeOfLine}
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
                  {['Ligne', 'Prénom', 'Nom', 'E-mail', 'Service', 'Poste', 'Statut'].map((column) => (
                    <th key={column} scope="col" className="px-3 py-2">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, PREVIEW_TABLE_ROWS).map((row) => (
                  <tr key={row.line} className={cn('border-t border-slate-100', row.errors.length > 0 ? 'bg-red-50' : row.isDuplicate && 'bg-amber-50')}>
                    <td className="px-3 py-2 text-slate-500">{row.line}</td>
                    <td className="px-3 py-2">{row.values.firstName}</td>
                    <td className="px-3 py-2">{row.values.lastName}</td>
                    <td className="px-3 py-2 break-all">{row.values.email}</td>
                    <td className="px-3 py-2">{row.values.service}</td>
                    <td className="px-3 py-2">{row.values.job}</td>
                    <td className="px-3 py-2">
                      {row.errors.length > 0 ? (
                        <span className="text-red-700">{row.errors.join(' ; ')}</span>
                      ) : row.isDuplicate ? (
                        <span className="text-amber-800">{keptDuplicates.has(row.index) ? 'Doublon gardé' : 'Doublon écarté'}</span>
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
            {rows.length > PREVIEW_TABLE_ROWS && (
              <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
                Les {PREVIEW_TABLE_ROWS} premières lignes sur {rows.length.toLocaleString('fr-FR')} ; les lignes en erreur et les doublons sont tous listés au-dessus.
              </p>
            )}
          </div>
        </section>
      )}

      {serverError && (
        <AlertBanner tone="danger" title="Erreur">
          <p>{serverError.message}</p>
          {serverError.lines.length > 0 && (
            <ul className="mt-2 max-h-32 list-disc overflow-y-auto pl-5">
              {serverError.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </AlertBanner>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <CancelAndSubmit
          onCancel={onCancel}
          isPending={mutation.isPending}
          busyLabel="Lancement de l'import..."
          submitLabel={
            <>
              <Upload aria-hidden="true" />
              {canImport ? `Importer ${employeesText(importCount)}` : 'Importer'}
            </>
          }
          submit={{ type: 'button', onClick: () => start(false), disabled: !canImport }}
        />
      </div>

      <ConfirmDialog
        isOpen={reimportQuestion !== null}
        onOpenChange={(isOpen) => !isOpen && setReimportQuestion(null)}
        onConfirm={() => start(true)}
        title="Importer ce fichier de nouveau ?"
        description={`${reimportQuestion ?? ''} L'importer de nouveau crée une seconde fois ses employés.`}
        confirmLabel="Importer de nouveau"
        isBusy={mutation.isPending}
        busyLabel="Lancement de l'import..."
      />
    </div>
  );
}
