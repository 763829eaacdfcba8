import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { EARLY_READS_SCRIPT } from '@parenthese/shared';

/**
 * Helmet's security headers on every answer (API, web app, files). The middleware is built once:
 * @fastify/helmet builds it again for each request, which was about 6 % of the server's CPU under
 * the admin lists' load. No route has its own configuration and no nonce is used, so one is enough.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
});

/**
 * The browser features no page uses, refused to the pages and to what they embed (helmet sets no such
 * header). A visio consultation is a Jitsi Meet link opened outside the app, so camera and microphone stay
 * off here; fullscreen and autoplay keep their defaults for the landing's video player.
 */
export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The one inline script allowed: the signed-in shells' early reads (packages/shared/src/contracts/early-reads.ts),
 * by the hash of its text, the same in every shell.
 */
export const EARLY_READS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;

/** The Content Security Policy: everything from this origin, the early reads' script; videos and their players from HTTPS addresses. */
export const securityHeadersOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", EARLY_READS_SCRIPT_SOURCE],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'https:'],
      frameSrc: ["'self'", 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};
