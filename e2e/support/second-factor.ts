import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@parenthese/shared';
import { thisWorkersServer } from './server';

// The seed's one list of demo secrets, read as data: Playwright's loader refuses a JSON import without attributes.
const DEMO_SECOND_FACTOR_SECRETS = JSON.parse(readFileSync(new URL('../../apps/api/src/db/demo-second-factor-secrets.json', import.meta.url), 'utf8')) as Record<string, string>;

/**
 * The TOTP secret of each staff account the journeys sign in: the demo ones (the seed's fixed secrets),
 * and those a journey enrolled, read from the screen or the enrolment answer. Logins are compared lower-cased.
 */
const secrets = new Map<string, string>(Object.entries(DEMO_SECOND_FACTOR_SECRETS));
/**
 * The time steps spent per secret on this worker's server: the server takes a step once and only later
 * ones after it. The server is its parallel slot's, started once per run (support/global-setup.ts), and
 * the slot's workers take it in turn (Playwright starts a new one for almost every file), so the steps
 * are files in the slot's run state (e2e/.data/slot-<n>-state/, emptied when the run starts), each
 * claimed by creating it (flag 'wx').
 */
const stepsDir = () => path.join(thisWorkersServer().stateDir, 'totp-steps');
const secretKey = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 16);

function lastClaimedStep(secret: string): number {
  const dir = stepsDir();
  mkdirSync(dir, { recursive: true });
  const prefix = `${secretKey(secret)}-`;
  const steps = readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .map((name) => Number(name.slice(prefix.length)));
  return steps.length > 0 ? Math.max(...steps) : -Infinity;
}

/** True when no worker of this slot took that step of that secret before. */
function claimStep(secret: string, step: number): boolean {
  try {
    writeFileSync(path.join(stepsDir(), `${secretKey(secret)}-${step}`), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

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
    for (let step = Math.max(earliest, lastClaimedStep(secret) + 1); step <= now + TOTP_WINDOW_STEPS; step += 1) {
      if (claimStep(secret, step)) return generate({ secret, epoch: step * TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 50));
  }
}

/** The code of the account's app now (for a journey that types it, as a user would). */
export const nextCodeOf = (login: string) => nextCode(secretOf(login));
