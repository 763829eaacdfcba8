import { companyStatus, creditUsagePercent, type Company } from '@parenthese/shared';
import type { CompanyRow } from './repository';

/** A company as administrators see it, with its real status and employee counts, and its pool as of the last nightly snapshot. */
export function presentCompany(row: CompanyRow): Company {
  const { company } = row;
  return {
    companyId: company.id,
    companyName: company.name,
    companyMail: company.email,
    companyPhone: company.phone,
    companyAddress: company.address,
    creditsAmount: row.poolSnapshot?.creditsAmount ?? null,
    poolAsOf: row.poolSnapshot?.day ?? null,
    creditsGranted: company.creditsGranted,
    employeeAmountMax: company.employeeAmountMax,
    triggerMailIfCreditsLow: company.isLowCreditsMailEnabled,
    amountOfCreditsToTriggerMail: company.lowCreditsThresholdPercent,
    reportMailEnabled: company.isReportMailEnabled,
    logoUrl: company.logoUrl,
    locked: company.isLocked,
    createdAt: company.createdAt.toISOString(),
    status: companyStatus({ isLocked: company.isLocked, hasActivatedEmployee: row.hasActivatedEmployee }),
    usagePercent: row.poolSnapshot ? creditUsagePercent(company.creditsGranted, row.poolSnapshot.creditsAmount) : null,
    employeeCount: row.employeeCount,
    activeEmployeeCount: row.activeEmployeeCount,
    blockedEmployeeCount: row.blockedEmployeeCount,
  };
}
