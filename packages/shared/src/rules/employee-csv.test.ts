import { describe, expect, it } from 'vitest';
import { csvCell, employeeCsvColumns, employeeCsvFileName, employeesCsv, looksLikeText } from './employee-csv';
import { firstFreeUsername, usernameBase } from './usernames';

describe('employee CSV export', () => {
  it('writes the header, Non renseigné, Renseigné par l’utilisateur and quotes what needs it', () => {
    const csv = employeesCsv([
      { lastName: 'Durand', firstName: 'Jeanne', service: '', job: 'Comptable, senior', userName: 'jeanne.durand', temporaryPassword: 'Ab3$xyzXYZ12' },
      { lastName: 'Le "Grand"', firstName: 'Éloïse', service: 'R&D', job: '', userName: 'eloise.le-grand', temporaryPassword: '' },
    ]);
    expect(csv).toBe(
      [
        "Nom,Prénom,Service,Poste,Nom d'utilisateur,Mot de passe temporaire",
        'Durand,Jeanne,Non renseigné,"Comptable, senior",jeanne.durand,Ab3$xyzXYZ12',
        '"Le ""Grand""",Éloïse,R&D,Non renseigné,eloise.le-grand,Renseigné par l\'utilisateur',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+33', "'+33"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Jean', 'Jean'],
  ])('neutralises the formula %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('names the file after the company and the day', () => {
    expect(employeeCsvFileName('Société Démo & Co', new Date(2026, 10, 2))).toBe('employees_Soci_t__D_mo___Co_2026-11-02.csv');
  });
});

describe('employee CSV import', () => {
  it('finds the columns whatever their case, accents or order', () => {
    expect(employeeCsvColumns(['\uFEFFNom', 'PRÉNOM', 'Poste'])).toEqual({ lastName: 0, firstName: 1, job: 2 });
    expect(employeeCsvColumns(['first name', 'last name', 'department'])).toEqual({ firstName: 0, lastName: 1, service: 2 });
    expect(employeeCsvColumns(['email', 'nom'])).toBeNull();
  });

  it('tells text from a binary file renamed .csv', () => {
    expect(looksLikeText('Prénom;Nom\nJeanne;Durand\n')).toBe(true);
    expect(looksLikeText('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toBe(false);
  });
});

describe('usernames', () => {
  it('folds accents into prenom.nom', () => {
    expect(usernameBase('Éloïse', 'Le Grand')).toBe('eloise.le-grand');
    expect(usernameBase('Jean-Noël', "D'Arc")).toBe('jean-noel.d-arc');
    expect(usernameBase('李', '王')).toBe('salarie');
  });

  it('adds a number on collision', () => {
    expect(firstFreeUsername('jean.dupont', new Set())).toBe('jean.dupont');
    expect(firstFreeUsername('jean.dupont', new Set(['jean.dupont', 'jean.dupont2']))).toBe('jean.dupont3');
  });
});
