import type { Company, EmployeeAccount } from '@parenthese/shared';
import { storeSession } from '@/lib/session';

/** A company as GET /admin/companies/get/all answers it. */
export const aCompany = (overrides: Partial<Company> = {}): Company => ({
  companyId: '6c1f8a52-5d0e-4f57-9a3b-0c1d2e3f4a5b',
  companyName: 'Alpha Conseil',
  companyMail: 'rh@alpha.fr',
  companyPhone: '0142000000',
  companyAddress: '12 rue de la Paix, 75002 Paris',
  creditsAmount: 75,
  poolAsOf: '2030-01-27',
  creditsGranted: 100,
  employeeAmountMax: 2,
  triggerMailIfCreditsLow: true,
  amountOfCreditsToTriggerMail: 20,
  reportMailEnabled: true,
  logoUrl: '',
  locked: false,
  createdAt: '2030-01-15T09:00:00.000Z',
  status: 'ACTIVE',
  usagePercent: 25,
  employeeCount: 12,
  activeEmployeeCount: 9,
  blockedEmployeeCount: 1,
  ...overrides,
});

let employeeNumber = 0;

/** An employee account as the employee list answers it. */
export const anEmployee = (overrides: Partial<EmployeeAccount> = {}): EmployeeAccount => {
  employeeNumber += 1;
  return {
    employeeId: `e0000000-0000-4000-8000-${String(employeeNumber).padStart(12, '0')}`,
    companyId: aCompany().companyId,
    mail: '',
    userName: `prenom${employeeNumber}.nom`,
    firstName: `Prénom${employeeNumber}`,
    lastName: 'Nom',
    // The list answers carry no password: it is revealed on demand (decision 0023).
    password: '',
    hasTemporaryPassword: (overrides.isFirstConnection ?? true) && !(overrides.isTemporaryPasswordExpired ?? false) && !overrides.invitation,
    locked: false,
    service: '',
    job: '',
    isFirstConnection: true,
    temporaryPasswordExpiresAt: '2030-01-22T09:00:00.000Z',
    isTemporaryPasswordExpired: false,
    invitation: null,
    ...overrides,
  };
};

export const pageOf = <Item>(items: Item[], total = items.length, page = 1, pageSize = 20) => ({ items, total, page, pageSize });

export function signInAsAdmin() {
  storeSession({ token: 'jeton', login: 'tech.admin@demo.fr', role: 'ADMIN', firstConnexion: false });
}
