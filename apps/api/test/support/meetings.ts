import { signAccessToken } from '../../src/lib/access-tokens';
import type { Executor } from '../../src/db/client';
import { meetings } from '../../src/db/schema';
import { spendConsultationCredit } from '../../src/modules/credits/credit-ledger';

const HOUR = 3_600_000;

export async function createAvailableSlot(db: Executor, doctorId: string, startsAt: Date) {
  const [row] = await db.insert(meetings).values({ doctorId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), status: 'AVAILABLE' }).returning();
  return row;
}

/** A consultation booked by an employee, with the credit spent through the ledger as a real booking does. */
export async function createBookedConsultation(
  db: Executor,
  input: {
    doctorId: string;
    employee: { id: string; companyId: string };
    startsAt: Date;
    meetingType?: 'PHONE' | 'TEAMS';
    doctorDecision?: 'PENDING' | 'ACCEPTED';
    subject?: string;
  },
) {
  const meetingType = input.meetingType ?? 'PHONE';
  const [row] = await db
    .insert(meetings)
    .values({
      doctorId: input.doctorId,
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + HOUR),
      status: 'BOOKED',
      meetingType,
      category: 'Psychologue clinicien',
      subject: input.subject ?? 'Consultation anonyme',
      meetingLink: meetingType === 'TEAMS' ? 'https://meet.jit.si/parenthese-test' : null,
      employeeId: input.employee.id,
      bookedAt: new Date(),
      doctorDecision: input.doctorDecision ?? 'PENDING',
    })
    .returning();
  const refusal = await spendConsultationCredit(db, { companyId: input.employee.companyId, employeeId: input.employee.id, meetingId: row.id, reason: 'BOOKING' });
  if (refusal) throw new Error(`booking failed: ${refusal}`);
  return row;
}

/**
 * The bearer header of a user, signed as /token/create signs it. Many suites sign in dozens of users;
 * going through the endpoint each time would trip its per-address rate limit.
 */
export async function bearerFor(config: { jwtSecret: Uint8Array }, user: { id: string; role: 'ADMIN' | 'DOCTOR' | 'EMPLOYEE' }) {
  return `Bearer ${await signAccessToken(config.jwtSecret, { userId: user.id, role: user.role, tokenVersion: 0 })}`;
}
