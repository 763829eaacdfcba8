/** The business runs on Paris time: slots, windows and weeks are reckoned there. */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const HTTP_TIMEOUT_MS = 10_000;
