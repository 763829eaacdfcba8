import { hkdfSync, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../../config';
import { passwordStampOf } from '../second-factor/challenge';

/**
 * OWASP's "device cookie" (Slow Down Online Guessing Attacks with Device Cookies): a browser that has
 * signed an account in before carries a cookie naming that account and a random device id, signed
 * with a key of the server's. Sign-in then tells the owner's known devices from unknown ones, so a
 * flood of guesses from elsewhere slows the unknown ones down without holding the owner back
 * (sign-in-throttle.ts, docs/decisions/0021-device-cookie.md).
 */
export const DEVICE_COOKIE_NAME = 'parenthese_device';
/** Only the sign-in calls (`/api/token/…`) receive it: no other request carries it. */
export const DEVICE_COOKIE_PATH = '/api/token';
export const DEVICE_COOKIE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;

/**
 * Whom a device cookie is issued to: the account, and a stamp of its password hash, so that a password
 * change (reset, first connection, « Mon compte ») ends every device cookie issued before it, as it
 * ends the sessions: whoever signed in with the old password keeps no allowance of their own.
 */
export type DeviceOwner = { userId: string; passwordStamp: string };
export type KnownDevice = DeviceOwner & { deviceId: string };

export const deviceOwnerOf = (account: { id: string; passwordHash: string }): DeviceOwner => ({ userId: account.id, passwordStamp: passwordStampOf(account.passwordHash) });

/**
 * The signing key, derived from the token secret (itself from JWT_SECRET or DATA_DIR) so no new
 * secret needs configuring, yet a device cookie can never pass for a token or the other way round.
 */
export function deviceCookieKey(config: Pick<Config, 'jwtSecret'>): Buffer {
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, new Uint8Array(0), 'parenthese/device-cookie/v1', 32));
}

/** Registers @fastify/cookie (HMAC-SHA256 signatures) with the device cookie's key, for the whole app. */
export const deviceCookiePlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { config: Pick<Config, 'jwtSecret'> }) => {
    await app.register(cookie, { secret: deviceCookieKey(options.config), algorithm: 'sha256' });
  },
  { name: 'device-cookie' },
);

/**
 * THE call wherever a token is issued (password sign-in, second factor's last step): marks the
 * browser as a known device of this account. A new device id each time, so a device that signs in
 * again starts with a fresh allowance of failures.
 */
export function rememberDevice(reply: FastifyReply, owner: DeviceOwner, config: Pick<Config, 'appUrl'>): void {
  const issuedAt = Math.floor(Date.now() / 1000);
  reply.setCookie(DEVICE_COOKIE_NAME, `${owner.userId}.${randomBytes(16).toString('base64url')}.${issuedAt}.${owner.passwordStamp}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    // Browsers drop Secure cookies sent over plain http, so only a local http address goes without.
    secure: new URL(config.appUrl).protocol === 'https:',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_LIFETIME_SECONDS,
  });
}

/**
 * The device the request's cookie names, or null when there is none, its signature is wrong or it is
 * older than its lifetime (a copied value is not trusted forever). Which account it belongs to is
 * the caller's check.
 */
export function knownDeviceOf(request: FastifyRequest): KnownDevice | null {
  const signed = request.cookies?.[DEVICE_COOKIE_NAME];
  if (!signed) return null;
  const unsigned = request.unsignCookie(signed);
  if (!unsigned.valid || unsigned.value === null) return null;
  const [userId, deviceId, issuedAtText, passwordStamp, ...rest] = unsigned.value.split('.');
  const issuedAt = Number(issuedAtText);
  if (!userId || !deviceId || !passwordStamp || rest.length > 0 || !Number.isInteger(issuedAt)) return null;
  const ageSeconds = Date.now() / 1000 - issuedAt;
  if (ageSeconds < -60 || ageSeconds > DEVICE_COOKIE_LIFETIME_SECONDS) return null;
  return { userId, deviceId, passwordStamp };
}

/** The device id to count an attempt under: only when the cookie was issued to this very account, since its last password change. */
export function knownDeviceIdFor(knownDevice: KnownDevice | null, account: { id: string; passwordHash: string } | null | undefined): string | null {
  if (!account || !knownDevice) return null;
  const owner = deviceOwnerOf(account);
  return knownDevice.userId === owner.userId && knownDevice.passwordStamp === owner.passwordStamp ? knownDevice.deviceId : null;
}
