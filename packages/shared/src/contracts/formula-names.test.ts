import { describe, expect, it } from 'vitest';
import { adminWriteRequestSchema } from './admin-admins';
import { psychologistCreateRequestSchema } from './admin-psychologists';
import { employeeImportRowSchema } from './admin-employee-imports';
import { newEmployeeSchema } from './admin-employees';
import { employeeProfileUpdateRequestSchema } from './employee-service';
import { personMessages } from './person-fields';

const formulaLike = ['=1+2', '@SUM(A1:A2)', '+33', '-2+3', '  =1+1'];
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.filter((issue) => issue.path.at(-1) === field).map((issue) => issue.message) ?? [];

/** Issue 34 item 18: a name a spreadsheet would run as a formula is refused by every writer, not only the import. */
describe('formula-like names', () => {
  it.each(formulaLike)('are refused by every form and handler that writes a name or a label: %j', (value) => {
    const writers = [
      ['create/V2', newEmployeeSchema, { firstName: value, lastName: value, service: value, job: value }, ['firstName', 'lastName', 'service', 'job']],
      ['import', employeeImportRowSchema, { firstName: value, lastName: value, service: value, job: value }, ['firstName', 'lastName', 'service', 'job']],
      ['employee profile', employeeProfileUpdateRequestSchema, { mail: 'lea@example.fr', firstName: value, lastName: value }, ['firstName', 'lastName']],
      ['psychologist', psychologistCreateRequestSchema, { firstName: value, lastName: value }, ['firstName', 'lastName']],
      ['administrator', adminWriteRequestSchema, { mail: 'admin@example.fr', firstName: value, lastName: value }, ['firstName', 'lastName']],
    ] as const;
    for (const [writer, schema, input, fields] of writers) {
      const result = schema.safeParse(input);
      for (const field of fields) expect(messagesOf(result, field), `${writer}.${field}`).toContain(personMessages.formula);
    }
  });

  it('keeps names with a hyphen, an apostrophe or an at sign inside', () => {
    expect(newEmployeeSchema.parse({ firstName: 'Jean-Éric', lastName: "D'Arc", service: 'R&D', job: 'Chef @ Lyon' })).toMatchObject({ firstName: 'Jean-Éric', job: 'Chef @ Lyon' });
  });
});
