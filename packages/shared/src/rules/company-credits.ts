/** Companies' credit rules (spec sections 3, 5 and 9), with the real data the spec's interface faked. */

export const EMPLOYEE_AMOUNT_MAX_MIN = 1;
export const EMPLOYEE_AMOUNT_MAX_MAX = 3;
export const LOW_CREDITS_THRESHOLD_MAX = 100;
/** A pool larger than this is a typing mistake, not a contract. */
export const COMPANY_CREDITS_MAX = 1_000_000;

export const COMPANY_STATUSES = ['ACTIVE', 'PENDING', 'LOCKED'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const companyStatusLabels: Record<CompanyStatus, string> = {
  ACTIVE: 'Activée',
  PENDING: 'En attente',
  LOCKED: 'Bloquée',
};

/** What each status means, said beside it on the company's page (« En attente » puzzled administrators). */
export const companyStatusExplanations: Record<CompanyStatus, string> = {
  ACTIVE: 'Au moins un employé a activé son compte.',
  PENDING: 'Aucun employé n’a encore activé son compte : l’entreprise passera à « Activée » à la première connexion de l’un d’eux.',
  LOCKED: 'L’entreprise a été bloquée par un administrateur.',
};

/**
 * 'Bloquée' when locked; 'En attente' until one of its employees has completed their first
 * connection; 'Activée' after (the real status the spec's interface only faked).
 */
export function companyStatus(company: { isLocked: boolean; hasActivatedEmployee: boolean }): CompanyStatus {
  if (company.isLocked) return 'LOCKED';
  return company.hasActivatedEmployee ? 'ACTIVE' : 'PENDING';
}

/** The share of the credits granted to a company that has been spent, in whole percent. */
export function creditUsagePercent(creditsGranted: number, creditsLeft: number): number {
  if (creditsGranted <= 0) return 0;
  const spent = Math.max(0, creditsGranted - creditsLeft);
  return Math.min(100, Math.floor((spent / creditsGranted) * 100));
}

/**
 * True when the pool has fallen to the alert threshold, a percentage of the credits granted. The
 * server mails the company once per crossing.
 */
export function isCreditPoolLow(company: { isAlertEnabled: boolean; thresholdPercent: number; creditsGranted: number; creditsLeft: number }): boolean {
  if (!company.isAlertEnabled || company.creditsGranted <= 0) return false;
  return company.creditsLeft * 100 <= company.creditsGranted * company.thresholdPercent;
}
