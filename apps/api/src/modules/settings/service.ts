import { BOOKING_WINDOW_MONTHS, CONSULTATION_LENGTH_MINUTES, eurosToCents, JOIN_WINDOW_OPENS_MINUTES_BEFORE, LATE_CANCELLATION_HOURS, type AdminSettings } from '@parenthese/shared';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recordAudit } from '../accounts/audit';
import { consultationPriceCents } from './consultation-price';
import { saveConsultationPriceCents } from './repository';
import type { Services } from '../services';

/** The settings in force, read from the configuration and the shared rules, never copied. */
export function createSettingsService(deps: Pick<Services, 'config' | 'db' | 'clock'>) {
  async function effectiveSettings(): Promise<AdminSettings> {
    const { config } = deps;
    return {
      consultationPriceCents: await consultationPriceCents(deps.db, config.defaultConsultationPriceCents),
      defaultConsultationPriceCents: config.defaultConsultationPriceCents,
      bookingWindowMonths: BOOKING_WINDOW_MONTHS,
      lateCancellationHours: LATE_CANCELLATION_HOURS,
      joinWindowMinutes: JOIN_WINDOW_OPENS_MINUTES_BEFORE,
      consultationLengthMinutes: CONSULTATION_LENGTH_MINUTES,
      isSmtpEnabled: Boolean(config.smtpUrl),
      videoProvider: config.videoProvider,
    };
  }

  return {
    effectiveSettings,

    async setConsultationPrice(actor: AuthenticatedUser, euros: number): Promise<AdminSettings> {
      const cents = eurosToCents(euros);
      await deps.db.transaction(async (tx) => {
        const previousCents = await consultationPriceCents(tx, deps.config.defaultConsultationPriceCents);
        await saveConsultationPriceCents(tx, cents, actor.id, deps.clock.now());
        await recordAudit(tx, { actorUserId: actor.id, action: 'settings.consultation-price.updated', details: { previousCents, cents } });
      });
      return effectiveSettings();
    },
  };
}
