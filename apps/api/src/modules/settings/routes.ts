import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSettingsSchema, consultationPriceUpdateRequestSchema } from '@parenthese/shared';
import { adminsWith, currentUser } from '../../plugins/auth';
import { declareRoutes } from '../../plugins/route-declaration';
import { createSettingsService } from './service';
import type { ServicesOption } from '../services';

/** The effective settings and the consultation price: TECH administrators only. */
export async function settingsRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: settings'], access: adminsWith('settings:read') });
  const service = createSettingsService(services);

  api.get('/admin/settings', route('getSettings', 'Réglages en vigueur de la plateforme', { response: adminSettingsSchema }), async () => service.effectiveSettings());

  api.put(
    '/admin/settings/consultation-price',
    route('setConsultationPrice', 'Fixer le prix d’une consultation', { access: adminsWith('settings:manage'), body: consultationPriceUpdateRequestSchema, response: adminSettingsSchema }),
    async (request) => service.setConsultationPrice(currentUser(request), request.body.consultationPriceEuros),
  );
}
