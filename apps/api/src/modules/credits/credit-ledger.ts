import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, creditLedger, employees } from '../../db/schema';

/**
 * Where credits move, but for a booking's spend: that one is the database function
 * spend_consultation_credit (migration 0019), called by book_consultation in the booking's one round
 * trip (and by the demo seed and the tests' helper). Each movement changes a balance with a guarded UPDATE (so it can
 * never go below zero, whatever runs at the same time) and writes its ledger row in the same
 * transaction: the ledger always sums to the balances.
 */

export type CreditMovement = { companyId: string; employeeId: string; meetingId: string | null; reason: string };

/** Adds credits to a company's pool (the initial grant, a purchase). Call inside a transaction. */
export async function grantCompanyCredits(tx: Executor, grant: { companyId: string; amount: number }): Promise<void> {
  if (grant.amount === 0) return;
  await tx
    .update(companies)
    .set({ creditsAmount: sql`${companies.creditsAmount} + ${grant.amount}`, creditsGranted: sql`${companies.creditsGranted} + ${grant.amount}` })
    .where(eq(companies.id, grant.companyId));
  await tx.insert(creditLedger).values({ account: 'COMPANY', companyId: grant.companyId, delta: grant.amount, reason: 'GRANT' });
}

/**
 * An administrator sets the pool to a new value: the difference is one ADJUSTMENT movement, and the
 * credits granted move by the same amount. The company row is locked first, so a booking running at
 * the same moment is counted before or after, never lost. Returns the movement (0 when unchanged).
 */
export async function setCompanyPool(tx: Executor, change: { companyId: string; creditsAmount: number }): Promise<number> {
  const [current] = await tx.select({ creditsAmount: companies.creditsAmount }).from(companies).where(eq(companies.id, change.companyId)).for('update');
  if (!current) return 0;
  const delta = change.creditsAmount - current.creditsAmount;
  if (delta === 0) return 0;
  await tx
    .update(companies)
    .set({ creditsAmount: change.creditsAmount, creditsGranted: sql`greatest(0, ${companies.creditsGranted} + ${delta})` })
    .where(eq(companies.id, change.companyId));
  await tx.insert(creditLedger).values({ account: 'COMPANY', companyId: change.companyId, delta, reason: 'ADJUSTMENT' });
  return delta;
}

/**
 * The company changed how many consultations each employee may hold: every employee's allowance
 * becomes `allowance`, and what they may still book moves by the same difference, never below zero
 * (what was already used is not taken back). One statement for the whole company, one ledger row
 * per employee whose balance moved.
 */
export async function setEmployeeAllowance(tx: Executor, change: { companyId: string; allowance: number }): Promise<void> {
  await tx.execute(sql`
    with previous as (
      select ${employees.userId} as user_id, ${employees.availableCredits} as available, ${employees.creditsFromCompany} as allowance
      from ${employees} where ${employees.companyId} = ${change.companyId} for update
    ),
    changed as (
      update ${employees} set
        available_credits = greatest(0, previous.available + (${change.allowance} - previous.allowance)),
        credits_from_company = ${change.allowance}
      from previous where ${employees.userId} = previous.user_id
      returning ${employees.userId} as user_id, ${employees.availableCredits} - previous.available as delta
    )
    insert into ${creditLedger} (account, company_id, employee_id, delta, reason)
    select 'EMPLOYEE', ${change.companyId}, user_id, delta, 'ALLOWANCE_CHANGE' from changed where delta <> 0
  `);
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
  // The company before the employee: the one lock order (decision 0055), as the booking and the allowance change.
  await tx
    .update(companies)
    .set({ creditsAmount: sql`${companies.creditsAmount} + 1` })
    .where(eq(companies.id, movement.companyId));
  await tx
    .update(employees)
    .set({ availableCredits: sql`${employees.availableCredits} + 1` })
    .where(eq(employees.userId, movement.employeeId));
  await tx.insert(creditLedger).values([
    { account: 'EMPLOYEE', delta: 1, ...movement },
    { account: 'COMPANY', delta: 1, ...movement },
  ]);
}
