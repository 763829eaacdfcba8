import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';
import { givePointBack, secondsToWait, takePointOrRefuse } from '../../plugins/rate-limiters';
import type { Services } from '../services';

/**
 * Sign-in throttling as the OWASP authentication cheat sheet recommends: failures are counted per
 * account and address together, with growing delays, so a guesser is stopped after a few tries while
 * the owner, from another address, still signs in. A per-account brake stays against guessing spread
 * over many addresses, and a per-address limit against one address trying many accounts. Counters
 * are per account (its id), so an account's email and identifier share them; an unknown name is
 * counted under the name typed.
 *
 * Issue 22 (OWASP "device cookies", device-cookie.ts): a browser that signed the account in before
 * is counted on its own (a few failures, then it is no longer trusted) and none of the other limits
 * hold it, so nobody can lock the owner out of their usual browser. The per-account brake only
 * concerns unknown devices, and slows them instead of refusing everyone: from the failure that
 * reaches the ceiling, unknown devices share one attempt per minute on that account (the others get
 * 429 « réessayer dans 1 minute »). The owner is mailed when the brake engages.
 */
export const SIGN_IN_LIMITS = {
  /** Failures of one account from one address before the first delay. */
  freeFailuresPerAccountAndAddress: 5,
  pairWindowSeconds: 15 * 60,
  /** The delay after each exhausted allowance doubles, from one minute up to one hour. */
  firstDelaySeconds: 60,
  longestDelaySeconds: 60 * 60,
  /** Failures of one account from unknown devices in an hour, then the brake below. */
  failuresPerAccount: 100,
  accountWindowSeconds: 60 * 60,
  /** Once braked, unknown devices together get one attempt on the account per this many seconds. */
  brakedAttemptEverySeconds: 60,
  /** Failures of one known device before it is no longer trusted, for the window. */
  failuresPerKnownDevice: 5,
  knownDeviceWindowSeconds: 60 * 60,
  /** Failures from one address over all accounts. */
  failuresPerAddress: 30,
  addressWindowSeconds: 10 * 60,
} as const;

export function tooManySignInAttempts(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  const message = `Trop de tentatives de connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
  return new AppError(429, message, { global: message });
}

/** What a failure led to: `isBrakeEngaged` is true once per window, on the failure that reached the ceiling. */
export type SignInFailureOutcome = { isBrakeEngaged: boolean };

/**
 * One throttle per server: password and second-factor checks must count in the same limiters, and
 * in-memory limiters only share counts within one instance. Keyed by the server's limiter factory,
 * which every plugin context shares.
 */
const throttles = new WeakMap<object, ReturnType<typeof buildSignInThrottle>>();
export function createSignInThrottle(deps: Pick<Services, 'rateLimiters' | 'log'>) {
  let throttle = throttles.get(deps.rateLimiters);
  if (!throttle) {
    throttle = buildSignInThrottle(deps);
    throttles.set(deps.rateLimiters, throttle);
  }
  return throttle;
}

function buildSignInThrottle(deps: Pick<Services, 'rateLimiters' | 'log'>) {
  const limits = SIGN_IN_LIMITS;
  const create = deps.rateLimiters.create;
  const perAddress = create({ keyPrefix: 'sign-in-ip', points: limits.failuresPerAddress, durationSeconds: limits.addressWindowSeconds, blockSeconds: limits.addressWindowSeconds });
  const perPair = create({ keyPrefix: 'sign-in-account-address', points: limits.freeFailuresPerAccountAndAddress, durationSeconds: limits.pairWindowSeconds });
  // How many delays one pair has earned in the last day: each one is twice as long as the previous.
  const strikes = create({ keyPrefix: 'sign-in-strikes', points: 1_000, durationSeconds: 24 * 60 * 60 });
  // No block: past the ceiling the count goes on, and the brake below decides.
  const perAccount = create({ keyPrefix: 'sign-in-account', points: limits.failuresPerAccount, durationSeconds: limits.accountWindowSeconds });
  const braked = create({ keyPrefix: 'sign-in-account-braked', points: 1, durationSeconds: limits.brakedAttemptEverySeconds });
  const perKnownDevice = create({
    keyPrefix: 'sign-in-device',
    points: limits.failuresPerKnownDevice,
    durationSeconds: limits.knownDeviceWindowSeconds,
    blockSeconds: limits.knownDeviceWindowSeconds,
  });
  const options = { refuse: tooManySignInAttempts, log: deps.log, limitName: 'sign-in' };
  const notEngaged: SignInFailureOutcome = { isBrakeEngaged: false };

  /** A known device's attempt, or null once its failures have spent its trust (then it is unknown). */
  async function beginFromKnownDevice(deviceKey: string) {
    try {
      await perKnownDevice.consume(deviceKey);
    } catch (error) {
      if (secondsToWait(error) !== null) return null;
      deps.log.warn({ err: error }, 'sign-in rate limit store unavailable');
    }
    return {
      async failed() {
        return notEngaged;
      },
      /** The password of an account that still owes its code: the device's failures stay until the code is right. */
      async passwordAccepted() {},
      async succeeded() {
        await perKnownDevice.delete(deviceKey).catch(() => undefined);
      },
    };
  }

  /** Takes a point of the account's ceiling: past it, the point is still counted and the answer says so. */
  async function takeAccountPoint(accountKey: string): Promise<{ consumed: number | null; isPastCeiling: boolean }> {
    try {
      const taken = await perAccount.consume(accountKey);
      return { consumed: taken.consumedPoints, isPastCeiling: false };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { consumed: error.consumedPoints, isPastCeiling: true };
      deps.log.warn({ err: error }, 'sign-in rate limit store unavailable');
      return { consumed: null, isPastCeiling: false };
    }
  }

  return {
    /**
     * Takes the attempt's points before the password is checked, atomically in the store, so that
     * attempts fired all at once are counted too. Throws 429 when any limit refuses. `knownDeviceId`:
     * the device cookie's id, only when the cookie is valid and names this account.
     */
    async begin(accountKey: string, clientAddress: string, knownDeviceId?: string | null) {
      if (knownDeviceId) {
        const fromKnownDevice = await beginFromKnownDevice(`${accountKey}|${knownDeviceId}`);
        if (fromKnownDevice) return fromKnownDevice;
      }
      const pairKey = `${accountKey}|${clientAddress}`;
      const address = await takePointOrRefuse(perAddress, clientAddress, options);
      let pair: RateLimiterRes | null;
      try {
        pair = await takePointOrRefuse(perPair, pairKey, options);
      } catch (error) {
        if (address) await givePointBack(perAddress, clientAddress);
        throw error;
      }
      const account = await takeAccountPoint(accountKey);
      if (account.isPastCeiling) {
        try {
          await takePointOrRefuse(braked, accountKey, options);
        } catch (error) {
          if (address) await givePointBack(perAddress, clientAddress);
          if (pair) await givePointBack(perPair, pairKey);
          throw error;
        }
      }
      return {
        /** A wrong password: once the pair's allowance is spent, it waits, longer each time. */
        async failed(): Promise<SignInFailureOutcome> {
          const outcome = { isBrakeEngaged: account.consumed === limits.failuresPerAccount };
          // The brake starts at once: the next unknown device waits its turn like the ones after it.
          if (outcome.isBrakeEngaged) await braked.penalty(accountKey, 1).catch(() => undefined);
          if (!pair || pair.remainingPoints > 0) return outcome;
          try {
            const earned = await strikes.penalty(pairKey, 1);
            const delay = Math.min(limits.longestDelaySeconds, limits.firstDelaySeconds * 2 ** (earned.consumedPoints - 1));
            await perPair.block(pairKey, delay);
          } catch (error) {
            deps.log.warn({ err: error }, 'sign-in rate limit store unavailable');
          }
          return outcome;
        },
        /**
         * The right password of an account that still owes its second factor: the attempt is given
         * back, but the pair's earlier failures and delays stay until the code is right too, so
         * wrong codes keep adding up however often the password is typed again.
         */
        async passwordAccepted() {
          if (address) await givePointBack(perAddress, clientAddress);
          if (account.consumed !== null) await givePointBack(perAccount, accountKey);
          if (account.isPastCeiling) await givePointBack(braked, accountKey);
          if (pair) await givePointBack(perPair, pairKey);
        },
        /** The right password (and code): only failures count, so the attempt's points are given back. */
        async succeeded() {
          if (address) await givePointBack(perAddress, clientAddress);
          if (account.consumed !== null) await givePointBack(perAccount, accountKey);
          // The minute's turn was the owner's, not a guess: the next unknown device need not wait for it.
          if (account.isPastCeiling) await givePointBack(braked, accountKey);
          await perPair.delete(pairKey).catch(() => undefined);
          await strikes.delete(pairKey).catch(() => undefined);
        },
      };
    },
  };
}
