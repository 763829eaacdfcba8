import { isSecondFactorRequired, type Role, type SecondFactorStep } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { findSecondFactor } from './repository';

/**
 * What a right password still needs: a code for an enrolled account, an enrolment for an
 * administrator or psychologist without one (their first connection included), nothing otherwise.
 */
export async function secondFactorStepFor(db: Executor, user: { id: string; role: Role }): Promise<SecondFactorStep | null> {
  const factor = await findSecondFactor(db, user.id);
  if (factor?.enabledAt) return 'CODE';
  return isSecondFactorRequired(user.role) ? 'ENROL' : null;
}
