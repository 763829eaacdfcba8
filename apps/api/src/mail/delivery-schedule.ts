/** How long a mail is retried after it was queued; then it is FAILED (decision 0017). */
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Wait after the first failed attempt; doubled after each one. */
const FIRST_RETRY_DELAY_MS = 60 * 1000;
/** Longest wait between two attempts, so a server back after a night still gets the mail in the morning. */
const MAX_RETRY_DELAY_MS = 3 * 60 * 60 * 1000;
/** Up to this share more, at random, so that mails refused together during an outage do not all come back at once. */
const JITTER = 0.2;

/**
 * After failed attempt number `attempts` (1 for the first) of a mail queued at `queuedAt`: when to
 * try again, or null when the retry window is over. The last try is at the window's end.
 */
export function nextDeliveryAttempt(input: { attempts: number; queuedAt: Date; now: Date; random?: () => number }): Date | null {
  const { attempts, queuedAt, now, random = Math.random } = input;
  const windowEnd = queuedAt.getTime() + MAIL_RETRY_WINDOW_MS;
  if (now.getTime() >= windowEnd) return null;
  const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS) * (1 + JITTER * random());
  return new Date(Math.min(now.getTime() + delay, windowEnd));
}
