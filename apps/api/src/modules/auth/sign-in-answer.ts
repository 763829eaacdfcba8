import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { knownDeviceOf, rememberDevice, type DeviceOwner } from './device-cookie';
import type { SignInContext } from './service';

/** Where a sign-in attempt comes from: the address, the browser, and the device cookie it carries (password or second factor). */
export const signInContextOf = (request: FastifyRequest): SignInContext => ({
  clientAddress: request.ip,
  userAgent: request.headers['user-agent'],
  knownDevice: knownDeviceOf(request),
});

/**
 * The answer of a step that may sign someone in (password, second factor, an accepted invitation):
 * once a token is issued, the browser becomes a known device of the account (device-cookie.ts).
 */
export function signInAnswer<Answer>(reply: FastifyReply, outcome: { answer: Answer; deviceOwner: DeviceOwner | null }, config: Pick<Config, 'appUrl'>): Answer {
  if (outcome.deviceOwner) rememberDevice(reply, outcome.deviceOwner, config);
  return outcome.answer;
}
