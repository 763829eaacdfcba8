import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CALENDAR_FEED_CACHE_SECONDS, calendarFeedCreatedSchema, calendarFeedParamsSchema, calendarFeedStateSchema } from '@parenthese/shared';
import { apiCompressionOptions } from '../../lib/answer-compression';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { declareRoutes } from '../../plugins/route-declaration';
import { calendarContentType } from './consultation-event';
import { createCalendarFeedService } from './service';
import type { ServicesOption } from '../services';

export async function calendarRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const psychologistRoute = declareRoutes({ tags: ['doctor'], access: onlyRoles('DOCTOR') });
  const calendarRoute = declareRoutes({ tags: ['calendar'], access: 'public' });
  const service = createCalendarFeedService(services);

  api.get('/doctor/calendar-feed', psychologistRoute('getCalendarFeed', 'État de l’adresse d’abonnement à l’agenda', { response: calendarFeedStateSchema }), async (request) =>
    service.state(currentUser(request).id),
  );

  api.post('/doctor/calendar-feed', psychologistRoute('createCalendarFeed', 'Créer une adresse d’abonnement à l’agenda', { response: calendarFeedCreatedSchema }), async (request) =>
    service.createAddress(currentUser(request).id),
  );

  api.delete('/doctor/calendar-feed', psychologistRoute('endCalendarFeed', 'Désactiver l’adresse d’abonnement à l’agenda', { response: calendarFeedStateSchema }), async (request) =>
    service.endAddress(currentUser(request).id),
  );

  // The secret address a calendar application fetches, without a session: the token is the key. The
  // router keeps '.ics' out of the parameter, and requests are logged by this pattern, never by the path.
  api.get(
    '/calendar/:token.ics',
    calendarRoute('getCalendarFeedFile', 'Agenda d’un psychologue (fichier iCalendar, par son adresse secrète)', {
      fileAnswer: { mediaTypes: ['text/calendar'], description: 'Agenda au format iCalendar' },
      params: calendarFeedParamsSchema,
      // Compressed like JSON answers (a few months of consultations is tens of KB of text).
      compress: { ...apiCompressionOptions, customTypes: /^text\/calendar(?:;|$)/ },
    }),
    async (request, reply) => {
      const text = await service.feed(request.params.token, request.ip);
      // Private: the feed is one person's; a few minutes at most, so a change shows soon.
      return reply.type(calendarContentType()).header('cache-control', `private, max-age=${CALENDAR_FEED_CACHE_SECONDS}`).send(text);
    },
  );
}
