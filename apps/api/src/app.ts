import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_SHELL_COOKIE, isWebAppPage, techAdminShellKey } from '@parenthese/shared';
import type { Config } from './config';
import { createServices } from './composition-root';
import type { DatabaseConnection } from './db/client';
import { apiCompressionOptions } from './lib/answer-compression';
import { systemClock, type Clock } from './lib/clock';
import { createLoggedPaths, requestSerializer, serializeError } from './lib/log-redaction';
import { followUpRoutes } from './modules/follow-up-proposals/routes';
import { dataExportRoutes } from './modules/personal-data/export/routes';
import { apiDocumentPlugin } from './plugins/api-document';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { nullCharactersPlugin } from './plugins/null-characters';
import { cacheControlPlugin, staticCacheControl } from './plugins/cache-control';
import { requestLimitsPlugin } from './plugins/request-limits';
import { securityHeadersOptions, securityHeadersPlugin } from './plugins/security-headers';
import { sharedRateLimitStore } from './plugins/shared-rate-limit-store';
import { adminRoutes } from './modules/admin/routes';
import { deviceCookiePlugin } from './modules/auth/device-cookie';
import { authRoutes } from './modules/auth/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { secondFactorRoutes } from './modules/second-factor/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { healthRoutes } from './modules/health/routes';
import { contactRoutes } from './modules/contact/routes';
import { contactFormWithoutScriptRoutes } from './modules/contact/form-without-script';
import { legalRoutes } from './modules/legal/routes';
import { psychologistRoutes } from './modules/psychologist/routes';
import { psychologistPresentationRoutes, psychologistChoiceRoutes } from './modules/psychologist-presentations/routes';
import { accountErasureRoutes } from './modules/personal-data/erasure/routes';
import { mailPreferencesRoutes } from './modules/mail-preferences/routes';
import { employeeServiceRoutes } from './modules/employee-service/routes';
import { waitingListRoutes } from './modules/waiting-list/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { planningRoutes } from './modules/planning/routes';
import { metricsRoutes } from './modules/metrics/routes';
import { serveMetricsOnPort } from './modules/metrics/metrics-port';
import type { Services } from './modules/services';

export type AppInstance = FastifyInstance;

/** The server, and the services it was built with (tests drive the jobs and read the mails through them). */
export type BuiltApp = { app: FastifyInstance; services: Services };

/** Builds the whole server (API and, when built, the web app). Tests build it too. */
export async function buildApp(options: {
  config: Config;
  connection: DatabaseConnection;
  /** When the database is still being opened (see db/opening-connection.ts): API requests wait for it. */
  databaseReady?: Promise<void>;
  /** Where log lines go instead of stdout (the log tests read them). */
  logDestination?: NodeJS.WritableStream;
  /** Tests' hooks on every request, added before anything else (the API contract's recorder, test/support/api-contract.ts). */
  instrument?: (app: FastifyInstance) => void;
  /** The product's time (lib/clock.ts): the system clock unless a test gives its own. */
  clock?: Clock;
}): Promise<BuiltApp> {
  const { config, connection, databaseReady, logDestination, instrument, clock = systemClock } = options;
  const loggedPaths = createLoggedPaths();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'body.password', 'body.newPassword'],
            serializers: { req: requestSerializer(loggedPaths), err: serializeError },
            ...(logDestination ? { stream: logDestination } : {}),
            ...(process.stdout.isTTY && !logDestination ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
          },
    bodyLimit: 1024 * 1024,
    // While stopping, a request arriving on an open keep-alive connection is served (with « Connection:
    // close ») rather than refused with Fastify's English 503: a proxy's request is never lost to a deploy.
    return503OnClosing: false,
    // X-Forwarded-For is only believed from the configured proxies, so clients cannot pick their address.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Router-level refusals (overlong path parameter, malformed URL) answer in French like every other error.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send({ code: 'BAD_REQUEST', message: 'Les données envoyées sont invalides.' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  instrument?.(app);
  // Before any route: every route's first segment is one an unknown path may be logged with.
  app.addHook('onRoute', (route) => loggedPaths.addRoute(route.url));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every service built once, from explicit inputs (composition-root.ts), and given to the plugins and
  // route modules that use them: nothing is read off the Fastify instance.
  const services = createServices({ config, connection, log: app.log, clock });
  const { metrics, jobs, rateLimiters, deferredWork, draining } = services;
  // A request begun before the stop (Fastify marks only those routed after it) must also end its
  // keep-alive connection: Node closes idle connections once, when the server closes, never later ones.
  app.addHook('onSend', async (_request, reply) => {
    if (draining.isDraining) reply.header('connection', 'close');
  });
  if (config.metricsToken || config.metricsPort) {
    const served = metrics.serve({ db: connection.db, jobs, poolUsage: connection.poolUsage });
    // By route pattern (undefined for a 404: « unmatched »), never by path, which may carry an id.
    app.addHook('onResponse', async (request, reply) => {
      served.observeRequest({ method: request.method, route: request.routeOptions.url, status: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    });
  }
  // Work left after an answer finishes (it may queue jobs), then the job engine stops taking jobs and
  // gives its running ones a few seconds, before the limiters' store and the database go away.
  app.addHook('onClose', async () => {
    await deferredWork.idle();
    await jobs.stop();
    services.mailer.close();
  });
  app.addHook('onClose', async () => rateLimiters.close());

  if (databaseReady) {
    // The job engine starts once the database is open (it creates its tables there); a change that
    // queues a job needs them, so API requests wait for both. main.ts awaits the same start.
    const apiReady = databaseReady.then(() => jobs.start());
    apiReady.catch(() => {});
    // Before anything else (limiters, sessions) reads the database. The web app's files don't wait.
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api')) await apiReady;
    });
  } else {
    app.addHook('onReady', async () => jobs.start());
  }
  await app.register(errorsPlugin);
  if (config.processRole === 'worker') {
    // A worker runs the jobs declared above and serves only what a container's health check asks
    // (and the metrics when configured): no API, no web app, so a misrouted request gets nothing.
    await app.register(healthRoutes, { prefix: '/api', services });
    if (config.metricsToken) await app.register(metricsRoutes, { token: config.metricsToken, metrics });
    if (config.metricsPort) serveMetricsOnPort(app, metrics, config.metricsPort);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 'NOT_FOUND', message: 'Ressource introuvable.' }));
    return { app, services };
  }
  await app.register(requestLimitsPlugin);
  await app.register(cacheControlPlugin);
  await app.register(nullCharactersPlugin);
  // JSON answers above 1 KB go compressed to clients that accept it (lib/answer-compression.ts).
  await app.register(compress, apiCompressionOptions);
  await app.register(securityHeadersPlugin, securityHeadersOptions);
  // A broad safety net per client on the API; sensitive routes add their own, stricter limits. The web
  // app's files are left out: a page load fetches dozens of them, and a company's employees often share
  // one address behind its proxy.
  // Counted where the other limits are (shared by the cluster's workers or over Redis), in this process otherwise.
  await app.register(rateLimit, {
    max: GLOBAL_API_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api'),
    // A signed-in request counts against its account (on those routes the session's signature is checked
    // before this limit), so one busy employee behind the company's proxy cannot hold back the others.
    keyGenerator: (request) => (request.sessionClaims ? `account:${request.sessionClaims.userId}` : normalizeIP(request.ip)),
    ...(rateLimiters.store === 'memory' ? {} : { store: sharedRateLimitStore(rateLimiters, app.log) }),
  });
  // The OpenAPI document (decision 0041): before the routes, which it reads as they are registered.
  await app.register(apiDocumentPlugin, { isApiDocsPublic: config.isApiDocsPublic });
  await app.register(authPlugin, { config, db: connection.db, deferredWork, clock });
  // Sign-in's device cookie (OWASP device cookies, issue 22): parsed and set by @fastify/cookie.
  await app.register(deviceCookiePlugin, { config });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { services });
      await api.register(authRoutes, { services });
      await api.register(invitationRoutes, { services });
      await api.register(sessionRoutes, { services });
      await api.register(secondFactorRoutes, { services });
      await api.register(contactRoutes, { services });
      await api.register(legalRoutes, { services });
      await api.register(psychologistRoutes, { services });
      await api.register(psychologistPresentationRoutes, { services });
      await api.register(followUpRoutes, { services });
      await api.register(calendarRoutes, { services });
      await api.register(planningRoutes, { services });
      await api.register(adminRoutes, { services });
      await api.register(outboxRoutes, { services });
      await api.register(employeeServiceRoutes, { prefix: '/employee-service', services });
      await api.register(waitingListRoutes, { prefix: '/employee-service', services });
      await api.register(psychologistChoiceRoutes, { prefix: '/employee-service', services });
      await api.register(dataExportRoutes, { prefix: '/employee-service', services });
      await api.register(accountErasureRoutes, { prefix: '/employee-service', services });
      await api.register(mailPreferencesRoutes, { services });
    },
    { prefix: '/api' },
  );

  // The demonstration form sent by the browser itself (no script): answered in French, nothing stored.
  await app.register(contactFormWithoutScriptRoutes, { services });
  if (config.metricsToken) await app.register(metricsRoutes, { token: config.metricsToken, metrics });
  if (config.metricsPort) serveMetricsOnPort(app, metrics, config.metricsPort);
  registerWebApp(app, config.webDistDir);
  return { app, services };
}

/** Requests per client and minute on the API, all routes together. */
export const GLOBAL_API_LIMIT_PER_MINUTE = 600;

/** Trusts the first `count` proxies in front of the server (what Fastify does for a number, which its types omit). */
function trustHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

/**
 * Serves the built single-page app: its pages get index.html and the router draws them, any other path the
 * same with 404 (the router's not-found page). The public pages prerendered at build
 * (apps/web/build/prerender.ts) are sent as their own HTML instead.
 */
function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const prerenderedTable = path.join(webDistDir, 'prerendered/pages.json');
  const prerenderedPages = new Map<string, string>(existsSync(prerenderedTable) ? Object.entries(JSON.parse(readFileSync(prerenderedTable, 'utf8'))) : []);
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Our own headers: the static defaults (public, max-age) would override index.html's no-cache.
      cacheControl: false,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders: (response, filePath) => staticCacheControl(response, filePath, webDistDir),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.method !== 'GET' || !hasWebApp) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    }
    const pathname = request.url.split('?', 1)[0]!;
    // An address no page has is a 404 for browsers and crawlers too; the app's router then shows its not-found page.
    if (!isWebAppPage(pathname)) return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
    // The administration's sections share one path: each `?view=` has its own shell (apps/web/src/prerender.tsx),
    // and a TECH administrator's browser gets the one with their navigation (a display hint, not an access).
    const view = new URLSearchParams(request.url.slice(pathname.length + 1)).get('view');
    const pageKey = view !== null && prerenderedPages.has(`${pathname}?view=${view}`) ? `${pathname}?view=${view}` : pathname;
    const techShell = prerenderedPages.get(techAdminShellKey(pageKey));
    const page = (techShell && request.cookies[ADMIN_SHELL_COOKIE] === 'TECH' ? techShell : prerenderedPages.get(pageKey)) ?? 'index.html';
    // Such a page depends on that cookie: a cache between the server and the browser keeps one per cookie.
    if (techShell) reply.header('vary', 'Cookie');
    return reply.header('cache-control', 'no-cache').sendFile(page, webDistDir);
  });
}
