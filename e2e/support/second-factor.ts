import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@parenthese/shared';

// The seed's one list of demo secrets, read as data: Playwright's loader refuses a JSON import without attributes.
const DEMO_SECOND_FACTOR_SECRETS = JSON.parse(readFileSync(new URL('../../apps/api/src/db/demo-second-factor-secrets.json', import.meta.url), 'utf8')) as Record<string, string>;

/**
 * The TOTP secret of each staff account the journeys sign in: the demo ones (the seed's fixed secrets),
 * and those a journey enrolled, read from the screen or the enrolment answer. Logins are compared lower-cased.
 */
const secrets = new Map<string, string>(Object.entries(DEMO_SECOND_FACTOR_SECRETS));
/**
 * The last time step spent per secret: the server takes a step once and only later ones after it. Each
 * worker has a server of its own, started and stopped with it (support/fixtures.ts), so this worker's
 * memory is all its server has seen.
 */
const lastSpentSteps = new Map<string, number>();

export function rememberSecret(login: string, secret: string) {
  secrets.set(login.toLowerCase(), secret.replace(/\s/g, ''));
}

export function secretOf(login: string): string {
  const secret = secrets.get(login.toLowerCase());
  if (!secret) throw new Error(`Aucun secret de double authentification connu pour ${login}`);
  return secret;
}

/** A code of the previous step is typed only while this many seconds of the current one remain: typed later, the server would see a step out of its window. */
const MARGIN_SECONDS = 10;

/**
 * A code the server has not accepted yet, as an authenticator app would show it: the earliest step within
 * the server's window later than the last one spent (the previous step only while it stays valid long
 * enough to be typed and checked); when the window is used up, the next step's code once it comes.
 */
export async function nextCode(secret: string): Promise<string> {
  for (;;) {
    const nowSeconds = Date.now() / 1000;
    const now = Math.floor(nowSeconds / TOTP_PERIOD_SECONDS);
    const secondsLeft = (now + 1) * TOTP_PERIOD_SECONDS - nowSeconds;
    const earliest = secondsLeft > MARGIN_SECONDS ? now - TOTP_WINDOW_STEPS : now;
    const step = Math.max(earliest, (lastSpentSteps.get(secret) ?? -Infinity) + 1);
    if (step <= now + TOTP_WINDOW_STEPS) {
      lastSpentSteps.set(secret, step);
      return generate({ secret, epoch: step * TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 50));
  }
}

/** The code of the account's app now (for a journey that types it, as a user would). */
export const nextCodeOf = (login: string) => nextCode(secretOf(login));
