import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CALENDAR_FEED_CACHE_SECONDS, calendarFeedCreatedSchema, calendarFeedParamsSchema, calendarFeedStateSchema } from '@parenthese/shared';
import { apiCompressionOptions } from '../../lib/answer-compression';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { calendarContentType } from './consultation-event';
import { createCalendarFeedService } from './service';
import type { ServicesOption } from '../services';

export async function calendarRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createCalendarFeedService(services);
  const psychologistOnly = { access: onlyRoles('DOCTOR') };

  api.get(
    '/doctor/calendar-feed',
    { config: psychologistOnly, schema: { operationId: 'getCalendarFeed', summary: 'État de l’adresse d’abonnement à l’agenda', tags: ['doctor'], response: { 200: calendarFeedStateSchema } } },
    async (request) => service.state(currentUser(request).id),
  );

  api.post(
    '/doctor/calendar-feed',
    { config: psychologistOnly, schema: { operationId: 'createCalendarFeed', summary: 'Créer une adresse d’abonnement à l’agenda', tags: ['doctor'], response: { 200: calendarFeedCreatedSchema } } },
    async (request) => service.createAddress(currentUser(request).id),
  );

  api.delete(
    '/doctor/calendar-feed',
    { config: psychologistOnly, schema: { operationId: 'endCalendarFeed', summary: 'Désactiver l’adresse d’abonnement à l’agenda', tags: ['doctor'], response: { 200: calendarFeedStateSchema } } },
    async (request) => service.endAddress(currentUser(request).id),
  );

  // The secret address a calendar application fetches, without a session: the token is the key. The
  // router keeps '.ics' out of the parameter, and requests are logged by this pattern, never by the path.
  api.get(
    '/calendar/:token.ics',
    {
      config: { access: 'public', fileAnswer: { mediaTypes: ['text/calendar'], description: 'Agenda au format iCalendar' } },
      schema: { operationId: 'getCalendarFeedFile', summary: 'Agenda d’un psychologue (fichier iCalendar, par son adresse secrète)', tags: ['calendar'], params: calendarFeedParamsSchema },
      // Compressed like JSON answers (a few months of consultations is tens of KB of text).
      compress: { ...apiCompressionOptions, customTypes: /^text\/calendar(?:;|$)/ },
    },
    async (request, reply) => {
      const text = await service.feed(request.params.token, request.ip);
      // Private: the feed is one person's; a few minutes at most, so a change shows soon.
      return reply.type(calendarContentType()).header('cache-control', `private, max-age=${CALENDAR_FEED_CACHE_SECONDS}`).send(text);
    },
  );
}
