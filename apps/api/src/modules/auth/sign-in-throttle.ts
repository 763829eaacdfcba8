import type { FastifyInstance } from 'fastify';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';
import { givePointBack, takePointOrRefuse } from '../../plugins/rate-limiters';

/**
 * Sign-in throttling as the OWASP authentication cheat sheet recommends: failures are counted per
 * account and address together, with growing delays, so a guesser is stopped after a few tries while
 * the owner, from another address, still signs in. A per-account ceiling stays against guessing
 * spread over many addresses, high enough that only a real distributed attack reaches it, and a
 * per-address limit against one address trying many accounts. Counters are per account (its id), so
 * an account's email and identifier share them; an unknown name is counted under the name typed.
 */
export const SIGN_IN_LIMITS = {
  /** Failures of one account from one address before the first delay. */
  freeFailuresPerAccountAndAddress: 5,
  pairWindowSeconds: 15 * 60,
  /** The delay after each exhausted allowance doubles, from one minute up to one hour. */
  firstDelaySeconds: 60,
  longestDelaySeconds: 60 * 60,
  /** Failures of one account from all addresses in an hour, then 15 minutes for everyone. */
  failuresPerAccount: 100,
  accountWindowSeconds: 60 * 60,
  accountBlockSeconds: 15 * 60,
  /** Failures from one address over all accounts. */
  failuresPerAddress: 30,
  addressWindowSeconds: 10 * 60,
} as const;

export function tooManySignInAttempts(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  const message = `Trop de tentatives de connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
  return new AppError(429, message, { global: message });
}

/**
 * One throttle per server: password and second-factor checks must count in the same limiters, and
 * in-memory limiters only share counts within one instance. Keyed by the server's limiter factory,
 * which every plugin context shares.
 */
const throttles = new WeakMap<object, ReturnType<typeof buildSignInThrottle>>();
export function createSignInThrottle(app: FastifyInstance) {
  let throttle = throttles.get(app.rateLimiters);
  if (!throttle) {
    throttle = buildSignInThrottle(app);
    throttles.set(app.rateLimiters, throttle);
  }
  return throttle;
}

function buildSignInThrottle(app: FastifyInstance) {
  const limits = SIGN_IN_LIMITS;
  const create = app.rateLimiters.create;
  const perAddress = create({ keyPrefix: 'sign-in-ip', points: limits.failuresPerAddress, durationSeconds: limits.addressWindowSeconds, blockSeconds: limits.addressWindowSeconds });
  const perPair = create({ keyPrefix: 'sign-in-account-address', points: limits.freeFailuresPerAccountAndAddress, durationSeconds: limits.pairWindowSeconds });
  // How many delays one pair has earned in the last day: each one is twice as long as the previous.
  const strikes = create({ keyPrefix: 'sign-in-strikes', points: 1_000, durationSeconds: 24 * 60 * 60 });
  const perAccount = create({ keyPrefix: 'sign-in-account', points: limits.failuresPerAccount, durationSeconds: limits.accountWindowSeconds, blockSeconds: limits.accountBlockSeconds });
  const options = { refuse: tooManySignInAttempts, log: app.log, limitName: 'sign-in' };

  return {
    /**
     * Takes the attempt's points before the password is checked, atomically in the store, so that
     * attempts fired all at once are counted too. Throws 429 when any limit refuses.
     */
    async begin(accountKey: string, clientAddress: string) {
      const pairKey = `${accountKey}|${clientAddress}`;
      const address = await takePointOrRefuse(perAddress, clientAddress, options);
      let pair: RateLimiterRes | null;
      try {
        pair = await takePointOrRefuse(perPair, pairKey, options);
      } catch (error) {
        if (address) await givePointBack(perAddress, clientAddress);
        throw error;
      }
      try {
        await takePointOrRefuse(perAccount, accountKey, options);
      } catch (error) {
        if (address) await givePointBack(perAddress, clientAddress);
        if (pair) await givePointBack(perPair, pairKey);
        throw error;
      }
      return {
        /** A wrong password: once the pair's allowance is spent, it waits, longer each time. */
        async failed() {
          if (!pair || pair.remainingPoints > 0) return;
          try {
            const earned = await strikes.penalty(pairKey, 1);
            const delay = Math.min(limits.longestDelaySeconds, limits.firstDelaySeconds * 2 ** (earned.consumedPoints - 1));
            await perPair.block(pairKey, delay);
          } catch (error) {
            app.log.warn({ err: error }, 'sign-in rate limit store unavailable');
          }
        },
        /**
         * The right password of an account that still owes its second factor: the attempt is given
         * back, but the pair's earlier failures and delays stay until the code is right too, so
         * wrong codes keep adding up however often the password is typed again.
         */
        async passwordAccepted() {
          if (address) await givePointBack(perAddress, clientAddress);
          await givePointBack(perAccount, accountKey);
          if (pair) await givePointBack(perPair, pairKey);
        },
        /** The right password (and code): only failures count, so the attempt's points are given back. */
        async succeeded() {
          if (address) await givePointBack(perAddress, clientAddress);
          await givePointBack(perAccount, accountKey);
          await perPair.delete(pairKey).catch(() => undefined);
          await strikes.delete(pairKey).catch(() => undefined);
        },
      };
    },
  };
}
