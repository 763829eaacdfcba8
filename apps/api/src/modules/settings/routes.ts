import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSettingsSchema, consultationPriceUpdateRequestSchema } from '@parenthese/shared';
import { adminsWith, currentUser } from '../../plugins/auth';
import { createSettingsService } from './service';
import type { ServicesOption } from '../services';

/** The effective settings and the consultation price: TECH administrators only. */
export async function settingsRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createSettingsService(services);
  const tags = ['admin: settings'];

  api.get(
    '/admin/settings',
    { config: { access: adminsWith('settings:read') }, schema: { operationId: 'getSettings', summary: 'Réglages en vigueur de la plateforme', tags, response: { 200: adminSettingsSchema } } },
    async () => service.effectiveSettings(),
  );

  api.put(
    '/admin/settings/consultation-price',
    {
      config: { access: adminsWith('settings:manage') },
      schema: { operationId: 'setConsultationPrice', summary: 'Fixer le prix d’une consultation', tags, body: consultationPriceUpdateRequestSchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => service.setConsultationPrice(currentUser(request), request.body.consultationPriceEuros),
  );
}
