import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { platformSettings } from '../../db/schema';

export async function findConsultationPriceCents(db: Executor): Promise<number | undefined> {
  const [row] = await db.select({ cents: platformSettings.consultationPriceCents }).from(platformSettings).where(eq(platformSettings.id, true));
  return row?.cents;
}

export async function saveConsultationPriceCents(tx: Executor, cents: number, updatedBy: string, now: Date) {
  await tx
    .insert(platformSettings)
    .values({ id: true, consultationPriceCents: cents, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: platformSettings.id, set: { consultationPriceCents: cents, updatedBy, updatedAt: now } });
}
