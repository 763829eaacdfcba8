import { companyStatus, creditUsagePercent, type Company } from '@parenthese/shared';
import type { CompanyRow } from './repository';

/** A company as administrators see it, with its real status, usage and employee counts. */
export function presentCompany(row: CompanyRow): Company {
  const { company } = row;
  return {
    companyId: company.id,
    companyName: company.name,
    companyMail: company.email,
    companyPhone: company.phone,
    companyAddress: company.address,
    creditsAmount: company.creditsAmount,
    creditsGranted: company.creditsGranted,
    employeeAmountMax: company.employeeAmountMax,
    triggerMailIfCreditsLow: company.isLowCreditsMailEnabled,
    amountOfCreditsToTriggerMail: company.lowCreditsThresholdPercent,
    reportMailEnabled: company.isReportMailEnabled,
    logoUrl: company.logoUrl,
    locked: company.isLocked,
    createdAt: company.createdAt.toISOString(),
    status: companyStatus({ isLocked: company.isLocked, hasActivatedEmployee: row.hasActivatedEmployee }),
    usagePercent: creditUsagePercent(company.creditsGranted, company.creditsAmount),
    employeeCount: row.employeeCount,
    activeEmployeeCount: row.activeEmployeeCount,
    blockedEmployeeCount: row.blockedEmployeeCount,
  };
}
