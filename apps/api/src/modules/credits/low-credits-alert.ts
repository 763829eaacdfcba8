import { eq } from 'drizzle-orm';
import { isCreditPoolLow } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';
import { composeMail } from '../../mail/mail-layout';
import type { Mailer, OutgoingMail } from '../../mail/mailer';

export type PoolState = { isAlertEnabled: boolean; thresholdPercent: number; creditsGranted: number; creditsLeft: number };

/** What the alert reads of a company, besides its pool: who to tell, and when. */
export const lowCreditsAlertColumns = {
  name: companies.name,
  email: companies.email,
  creditsGranted: companies.creditsGranted,
  isAlertEnabled: companies.isLowCreditsMailEnabled,
  thresholdPercent: companies.lowCreditsThresholdPercent,
};

/**
 * One mail to the company when its pool falls to the alert threshold: sent when the state before a
 * movement was not low and the state after (`creditsAmount`: a snapshot's pool, never the live one, which
 * would date a booking; decision 0045) is, so each crossing gives one mail, and a pool that
 * rises above the threshold again can warn again later. Returns the queued mail's id (its delivery
 * job is queued in the same transaction), or null.
 */
export async function queueLowCreditsMailIfCrossed(tx: Executor, mailer: Mailer, companyId: string, creditsAmount: number, before: (after: PoolState) => PoolState): Promise<string | null> {
  const [company] = await tx.select(lowCreditsAlertColumns).from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const mail = lowCreditsMailIfCrossed({ ...company, creditsAmount }, before);
  return mail ? mailer.queue(mail, tx) : null;
}

/** The alert mail when the pool just crossed its threshold (the state `before` was not low, the current one is), else null. */
export function lowCreditsMailIfCrossed(
  company: { name: string; email: string; creditsAmount: number; creditsGranted: number; isAlertEnabled: boolean; thresholdPercent: number },
  before: (after: PoolState) => PoolState,
): OutgoingMail | null {
  const after: PoolState = { isAlertEnabled: company.isAlertEnabled, thresholdPercent: company.thresholdPercent, creditsGranted: company.creditsGranted, creditsLeft: company.creditsAmount };
  if (!isCreditPoolLow(after) || isCreditPoolLow(before(after))) return null;
  return lowCreditsMail({ to: company.email, companyName: company.name, ...after });
}

function lowCreditsMail(input: { to: string; companyName: string; creditsLeft: number; creditsGranted: number; thresholdPercent: number }): OutgoingMail {
  const credits = input.creditsLeft > 1 ? `${input.creditsLeft} crédits de consultation` : `${input.creditsLeft} crédit de consultation`;
  return composeMail({
    kind: 'company-low-credits',
    to: input.to,
    subject: 'Parenthèse : vos crédits de consultation arrivent bientôt à épuisement',
    paragraphs: [
      `Il reste ${credits} à ${input.companyName}, sur ${input.creditsGranted} accordés : le seuil d'alerte de ${input.thresholdPercent} % est atteint.`,
      'Pour que vos salariés puissent continuer à consulter, contactez-nous afin de renouveler vos crédits.',
    ],
  });
}
