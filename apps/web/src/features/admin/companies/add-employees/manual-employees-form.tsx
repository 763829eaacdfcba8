import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { employeeAdminMessages, EMPLOYEES_PER_MANUAL_BATCH, newEmployeeSchema, type EmployeeAccount } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { PersonFields } from '@/components/person-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/components/ui/toaster';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useCreateEmployees } from '../api/create-employees';

const emptyRow = { firstName: '', lastName: '', service: '', job: '', email: '' };
type ManualRow = typeof emptyRow;
const isBlankRow = (row: ManualRow) => Object.values(row).every((value) => value.trim() === '');

/** Blank rows are left out; any other row must be a valid employee (both names, lengths). */
const manualEmployeesSchema = z
  .object({ rows: z.array(z.object({ firstName: z.string(), lastName: z.string(), service: z.string(), job: z.string(), email: z.string() })) })
  .superRefine(({ rows }, context) => {
    rows.forEach((row, index) => {
      if (isBlankRow(row)) return;
      const result = newEmployeeSchema.safeParse(row);
      for (const issue of result.error?.issues ?? []) context.addIssue({ code: 'custom', path: ['rows', index, ...issue.path.map(String)], message: issue.message });
    });
    // The same address twice in the form: refused here as the server would (one address, one account).
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const email = row.email.trim().toLowerCase();
      if (isBlankRow(row) || !email) return;
      if (seen.has(email)) context.addIssue({ code: 'custom', path: ['rows', index, 'email'], message: employeeAdminMessages.emailTwice });
      seen.add(email);
    });
  });
type ManualEmployeesForm = z.infer<typeof manualEmployeesSchema>;

/** A 400 from the server names `employees.<index>.<field>`: the index counts the rows that were sent. */
const employeeErrorPath = /^employees\.(\d+)\.(firstName|lastName|service|job|email)$/;

/**
 * The manual tab (spec section 5): up to 10 rows, both names required, service, job and work email
 * optional (an employee with an email is invited by email instead of getting a temporary password);
 * the last row cannot be removed; only filled rows are sent.
 */
export function ManualEmployeesForm({ companyId, onCreated, onCancel }: { companyId: string; onCreated: (employees: EmployeeAccount[]) => void; onCancel: () => void }) {
  const mutation = useCreateEmployees();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ManualEmployeesForm>({ resolver: zodResolver(manualEmployeesSchema), defaultValues: { rows: [emptyRow] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const { errors } = form.formState;
  const isFull = fields.length >= EMPLOYEES_PER_MANUAL_BATCH;
  const maximumHintId = useId();

  const removeRow = (index: number) => {
    remove(index);
    // The focus goes to the row that takes its place, or to the one above.
    window.setTimeout(() => form.setFocus(`rows.${Math.min(index, fields.length - 2)}.firstName`), 0);
  };

  const submit = form.handleSubmit(({ rows }) => {
    setFormError(null);
    const sentIndexes = rows.flatMap((row, index) => (isBlankRow(row) ? [] : [index]));
    if (sentIndexes.length === 0) {
      setFormError(employeeAdminMessages.noRow);
      form.setFocus('rows.0.firstName');
      return;
    }
    const employees = sentIndexes.map((index) => {
      const { firstName, lastName, service, job, email } = newEmployeeSchema.parse(rows[index]);
      // Service, job and email are omitted when empty (spec section 5).
      return { firstName, lastName, ...(service ? { service } : {}), ...(job ? { job } : {}), ...(email ? { email } : {}) };
    });
    mutation.mutate(
      { companyId, employees },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const message = errorMessage(error, 'Une erreur est survenue lors de la création des employés');
          if (error instanceof HttpError) {
            for (const [path, fieldMessage] of Object.entries(error.fieldErrors)) {
              const match = employeeErrorPath.exec(path);
              const rowIndex = match ? sentIndexes[Number(match[1])] : undefined;
              if (match && rowIndex !== undefined) form.setError(`rows.${rowIndex}.${match[2] as keyof ManualRow}`, { type: 'server', message: fieldMessage });
            }
          }
          setFormError(message);
          toastError(message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Saisie manuelle des employés" className="space-y-4">
      <p className="text-sm text-slate-600">Le prénom et le nom sont obligatoires ; le service, le poste et l'e-mail professionnel sont facultatifs. Les lignes vides sont ignorées.</p>
      <p className="text-sm text-slate-600">
        Un employé dont l'e-mail professionnel est renseigné reçoit une invitation par email pour activer son compte ; les autres reçoivent un identifiant et un mot de passe temporaire à leur
        remettre.
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors.rows?.[index];
          return (
            <li key={field.id}>
              <fieldset className="rounded-xl border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-700">Employé {index + 1}</legend>
                <div className="flex items-start gap-2">
                  <div className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    <PersonFields form={form} prefix={`rows.${index}.`} names="required" />
                    <FormField label="Service" error={rowErrors?.service?.message}>
                      <Input autoComplete="off" {...form.register(`rows.${index}.service`)} />
                    </FormField>
                    <FormField label="Poste" error={rowErrors?.job?.message}>
                      <Input autoComplete="off" {...form.register(`rows.${index}.job`)} />
                    </FormField>
                    <FormField label="E-mail professionnel" error={rowErrors?.email?.message}>
                      <Input type="email" inputMode="email" autoComplete="off" spellCheck={false} {...form.register(`rows.${index}.email`)} />
                    </FormField>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-6 shrink-0 text-red-700"
                    aria-label={`Retirer l'employé ${index + 1}`}
                    disabled={fields.length === 1}
                    onClick={() => removeRow(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>

      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <Button type="button" variant="outline" disabled={isFull} aria-describedby={maximumHintId} onClick={() => append(emptyRow)}>
          <Plus aria-hidden="true" />
          Ajouter une ligne
        </Button>
        <p id={maximumHintId} className={isFull ? 'text-sm font-medium text-amber-800' : 'text-sm text-slate-500'}>
          {isFull ? employeeAdminMessages.manualMaximum : `${fields.length} / ${EMPLOYEES_PER_MANUAL_BATCH} lignes`}
        </p>
      </div>

      {formError && (
        <AlertBanner tone="danger" title="Erreur">
          {formError}
        </AlertBanner>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <CancelAndSubmit onCancel={onCancel} isPending={mutation.isPending} submitLabel="Ajouter les employés" busyLabel="Ajout en cours..." />
      </div>
    </form>
  );
}
