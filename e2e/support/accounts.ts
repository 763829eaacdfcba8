/** The demo accounts seeded by npm start (ARCHITECTURE.md, "Demo data"). */
export const DEMO_PASSWORD = 'Demo1234!';
export const demo = {
  techAdmin: 'tech.admin@demo.fr',
  siteAdmin: 'site.admin@demo.fr',
  clinicien: 'psy.clinicien@demo.fr',
  travail: 'psy.travail@demo.fr',
  employee: 'demo.salarie',
  otherEmployee: 'autre.salarie',
  newEmployee: 'nouveau.salarie',
  newEmployeeTemporaryPassword: 'Temp1234!',
} as const;
