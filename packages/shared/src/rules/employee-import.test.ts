import { describe, expect, it } from 'vitest';
import { employeeImportRowSchema, employeeImportStartRequestSchema } from '../contracts/admin-employee-imports';
import { duplicatesOfExisting, duplicatesWithinList, EMPLOYEES_PER_FILE, employeeImportMessages, identicalRows, namesakesWithinList, repeatedEmails, startsLikeFormula } from './employee-import';

describe('cells that start a formula', () => {
  it.each(['=1+1', '+33 6 12', '-2', '@SUM(A1)', '  =HYPERLINK("x")', '\t=1', "'=1+2", " '@SUM(1)", "'-Zoé", '\uFF1D1+1', '\uFF20SUM(1)'])('refuses %j', (value) =>
    expect(startsLikeFormula(value)).toBe(true),
  );
  it.each(['Zoé', 'Jean-Pierre', 'a=b', 'Bob;x', '', "D'Arc", "'Zoé", "O'=Brien"])('accepts %j', (value) => expect(startsLikeFormula(value)).toBe(false));

  it('is refused in every cell of an import row, email included, with one sentence', () => {
    for (const field of ['firstName', 'lastName', 'service', 'job', 'email'] as const) {
      const result = employeeImportRowSchema.safeParse({ firstName: 'Zoé', lastName: 'Durand', [field]: ' =HYPERLINK("http://x")' });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message: employeeImportMessages.formula });
    }
  });
});

describe('an import row', () => {
  it('trims, lower-cases the email and reads an empty email as none', () => {
    expect(employeeImportRowSchema.parse({ firstName: ' Zoé ', lastName: 'Durand', email: ' Zoe.Durand@Exemple.FR ' })).toEqual({
      firstName: 'Zoé',
      lastName: 'Durand',
      service: '',
      job: '',
      email: 'zoe.durand@exemple.fr',
    });
    expect(employeeImportRowSchema.parse({ firstName: 'Zoé', lastName: 'Durand', email: '' }).email).toBeNull();
    expect(employeeImportRowSchema.parse({ firstName: 'Zoé', lastName: 'Durand' }).email).toBeNull();
    expect(employeeImportRowSchema.safeParse({ firstName: 'Zoé', lastName: 'Durand', email: 'pas-une-adresse' }).error?.issues[0].message).toBe('Adresse email invalide');
  });

  it('takes 10,000 rows and refuses 10,001 with a French sentence', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ firstName: 'Zoé', lastName: `Durand${index}` }));
    expect(employeeImportStartRequestSchema.safeParse({ rows: rows(EMPLOYEES_PER_FILE) }).success).toBe(true);
    const refused = employeeImportStartRequestSchema.safeParse({ rows: rows(EMPLOYEES_PER_FILE + 1) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([employeeImportMessages.tooManyRows]);
    expect(employeeImportMessages.tooManyRows).toBe('Un fichier contient au plus 10\u202f000 employés : découpez-le en plusieurs imports.');
  });
});

describe('duplicates', () => {
  const zoe = { firstName: 'Zoé', lastName: 'Durand', service: 'Paie', email: null };

  it('finds a row repeating an earlier one by names and service, or names and email, case and accents aside', () => {
    const rows = [
      zoe,
      { firstName: 'ZOE', lastName: 'durand', service: ' paie ', email: null },
      { firstName: 'Zoé', lastName: 'Durand', service: 'Achats', email: 'zoe@exemple.fr' },
      { firstName: 'Zoé', lastName: 'Durand', service: 'Ventes', email: 'ZOE@exemple.fr' },
      { firstName: 'Zoé', lastName: 'Durand', service: 'Ventes2', email: 'autre@exemple.fr' },
      { firstName: 'Léa', lastName: 'Durand', service: 'Paie', email: null },
    ];
    expect([...duplicatesWithinList(rows)]).toEqual([
      [1, 0],
      [3, 2],
    ]);
  });

  it('finds rows matching an employee of the company', () => {
    const existing = [
      { firstName: 'Zoé', lastName: 'Durand', service: 'Paie', email: null },
      { firstName: 'Marc', lastName: 'Petit', service: '', email: 'marc@exemple.fr' },
    ];
    const rows = [zoe, { firstName: 'Marc', lastName: 'Petit', service: 'Logistique', email: 'marc@exemple.fr' }, { firstName: 'Marc', lastName: 'Petit', service: 'Logistique', email: null }];
    expect(duplicatesOfExisting(rows, existing)).toEqual([0, 1]);
  });

  it('finds an email given twice, whatever its case', () => {
    expect([...repeatedEmails([{ email: 'a@x.fr' }, { email: null }, { email: 'A@X.fr' }, { email: '' }, { email: 'a@x.fr' }])]).toEqual([
      [2, 0],
      [4, 0],
    ]);
  });
});

describe('namesakes and identical lines (issue 34 item 13)', () => {
  const row = (firstName: string, email: string | null, service = 'Paie', job = '') => ({ firstName, lastName: 'Durand', service, job, email });

  it('keeps namesakes with different emails, even in the same service: named for review, not duplicates', () => {
    const rows = [row('Zoé', 'zoe.a@exemple.fr'), row('Zoé', 'zoe.b@exemple.fr'), row('Zoé', null)];
    expect([...duplicatesWithinList(rows)]).toEqual([[2, 0]]);
    expect([...namesakesWithinList(rows)]).toEqual([[1, 0]]);
  });

  it('finds lines identical to an earlier one, case, accents and spaces aside', () => {
    const rows = [row('Zoé', 'Zoe@Exemple.fr', 'Paie', 'Chef'), row(' zoe ', 'zoe@exemple.fr', 'PAIE', 'chef'), row('Zoé', 'zoe@exemple.fr', 'Paie', 'Adjointe')];
    expect([...identicalRows(rows)]).toEqual([[1, 0]]);
  });
});
