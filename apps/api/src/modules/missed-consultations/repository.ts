import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, meetings } from '../../db/schema';

/** A consultation locked for the rest of the transaction, with its employee's company (for the credit). */
export async function findConsultationForUpdate(tx: Executor, consultationId: string) {
  const [row] = await tx
    .select({ consultation: meetings, employeePhoneNumber: employees.phoneNumber, employeeCompanyId: employees.companyId })
    .from(meetings)
    .leftJoin(employees, eq(employees.userId, meetings.employeeId))
    .where(eq(meetings.id, consultationId))
    .for('update', { of: meetings })
    .limit(1);
  return row;
}

export async function setNoShow(tx: Executor, consultationId: string, values: Pick<typeof meetings.$inferInsert, 'employeeNoShowAt'> | Pick<typeof meetings.$inferInsert, 'doctorNoShowAt'>) {
  const [row] = await tx.update(meetings).set(values).where(eq(meetings.id, consultationId)).returning();
  return row;
}
