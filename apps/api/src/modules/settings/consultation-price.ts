import type { Executor } from '../../db/client';
import { findConsultationPriceCents } from './repository';

/**
 * What a psychologist is paid per consultation now: the administrators' setting, or the configured
 * default (CONSULTATION_PRICE_CENTS, 80 € unless set) while nobody has changed it.
 */
export async function consultationPriceCents(db: Executor, defaultCents: number): Promise<number> {
  return (await findConsultationPriceCents(db)) ?? defaultCents;
}
