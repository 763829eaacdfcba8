import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, creditLedger, employees } from '../../db/schema';

/**
 * The only place credits move. Each movement changes a balance with a guarded UPDATE (so it can
 * never go below zero, whatever runs at the same time) and writes its ledger row in the same
 * transaction: the ledger always sums to the balances.
 */

export type CreditMovement = { companyId: string; employeeId: string; meetingId: string | null; reason: string };

/**
 * Spends one credit from the employee's allowance and one from the company's pool.
 * Returns which balance was empty, or null when both were spent. Call inside a transaction.
 */
export async function spendConsultationCredit(tx: Executor, movement: CreditMovement): Promise<'EMPLOYEE_EMPTY' | 'COMPANY_EMPTY' | null> {
  const employeeRows = await tx
    .update(employees)
    .set({ availableCredits: sql`${employees.availableCredits} - 1` })
    .where(and(eq(employees.userId, movement.employeeId), gt(employees.availableCredits, 0)))
    .returning({ userId: employees.userId });
  if (employeeRows.length === 0) return 'EMPLOYEE_EMPTY';
  const companyRows = await tx
    .update(companies)
    .set({ creditsAmount: sql`${companies.creditsAmount} - 1` })
    .where(and(eq(companies.id, movement.companyId), gt(companies.creditsAmount, 0)))
    .returning({ id: companies.id });
  if (companyRows.length === 0) return 'COMPANY_EMPTY';
  await tx.insert(creditLedger).values([
    { account: 'EMPLOYEE', delta: -1, ...movement },
    { account: 'COMPANY', delta: -1, ...movement },
  ]);
  return null;
}

/** Adds credits to a company's pool (a purchase, the initial grant). Call inside a transaction. */
export async function grantCompanyCredits(tx: Executor, grant: { companyId: string; amount: number; reason?: string }): Promise<void> {
  if (grant.amount === 0) return;
  await tx.update(companies).set({ creditsAmount: sql`${companies.creditsAmount} + ${grant.amount}` }).where(eq(companies.id, grant.companyId));
  await tx.insert(creditLedger).values({ account: 'COMPANY', companyId: grant.companyId, delta: grant.amount, reason: grant.reason ?? 'GRANT' });
}

/** Grants an employee consultations from their company (creditsFromCompany and what is left to book). */
export async function grantEmployeeAllowance(tx: Executor, grant: { companyId: string; employeeId: string; amount: number }): Promise<void> {
  if (grant.amount === 0) return;
  await tx
    .update(employees)
    .set({
      availableCredits: sql`${employees.availableCredits} + ${grant.amount}`,
      creditsFromCompany: sql`${employees.creditsFromCompany} + ${grant.amount}`,
    })
    .where(eq(employees.userId, grant.employeeId));
  await tx.insert(creditLedger).values({ account: 'EMPLOYEE', companyId: grant.companyId, employeeId: grant.employeeId, delta: grant.amount, reason: 'GRANT' });
}

/** Gives one credit back to the employee and the company. Call inside a transaction. */
export async function refundConsultationCredit(tx: Executor, movement: CreditMovement): Promise<void> {
  await tx.update(employees).set({ availableCredits: sql`${employees.availableCredits} + 1` }).where(eq(employees.userId, movement.employeeId));
  await tx.update(companies).set({ creditsAmount: sql`${companies.creditsAmount} + 1` }).where(eq(companies.id, movement.companyId));
  await tx.insert(creditLedger).values([
    { account: 'EMPLOYEE', delta: 1, ...movement },
    { account: 'COMPANY', delta: 1, ...movement },
  ]);
}
