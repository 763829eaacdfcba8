import type { AdminRole } from './roles';

/**
 * Insider safeguards (issue 33): what no single administrator may do alone. One source for the server,
 * which enforces them, and the web app, which explains them.
 */

/** After a staff account's sign-in email changes, neither its password nor its second factor can be reset for this long. */
export const EMAIL_CHANGE_RESET_HOLD_HOURS = 72;
/** The former address's « Ce n'est pas moi » link, which undoes a completed change, stays valid this long. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;
/** A second-factor reset notice goes to the address the account had before any change in this many days. */
export const RESET_NOTICE_LOOKBACK_DAYS = 30;
/** A TECH administrator's request (second-factor reset, new TECH account) waits this long for a second TECH's approval. */
export const FOUR_EYES_APPROVAL_HOURS = 24;
/** An administrator account younger than this approves nothing: no sock puppet created to approve its maker's request. */
export const APPROVER_MIN_ACCOUNT_AGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export type FourEyesRefusal = 'not-tech' | 'own-request' | 'own-account' | 'too-new' | 'expired';

/**
 * Why this administrator may not approve this request, or null when they may: a TECH administrator,
 * not the one who asked, not the account the request is about, whose own account is at least
 * APPROVER_MIN_ACCOUNT_AGE_DAYS old, within FOUR_EYES_APPROVAL_HOURS of the request.
 */
export function fourEyesRefusal(input: {
  approver: { id: string; adminRole: AdminRole | null; accountCreatedAt: Date };
  request: { requestedBy: string; targetUserId: string; requestedAt: Date };
  now: Date;
}): FourEyesRefusal | null {
  const { approver, request, now } = input;
  if (approver.adminRole !== 'TECH') return 'not-tech';
  if (approver.id === request.requestedBy) return 'own-request';
  if (approver.id === request.targetUserId) return 'own-account';
  if (now.getTime() - approver.accountCreatedAt.getTime() < APPROVER_MIN_ACCOUNT_AGE_DAYS * DAY_MS) return 'too-new';
  if (now.getTime() - request.requestedAt.getTime() > FOUR_EYES_APPROVAL_HOURS * 60 * 60 * 1000) return 'expired';
  return null;
}

/** The French sentence for each refusal, as the API answers it (403, or 409 once expired). */
export const fourEyesMessages: Record<FourEyesRefusal, string> = {
  'not-tech': 'Seul un administrateur TECH peut approuver cette demande.',
  'own-request': 'Une demande doit être approuvée par un autre administrateur TECH que celui qui l’a faite.',
  'own-account': 'Vous ne pouvez pas approuver une demande qui concerne votre propre compte.',
  'too-new': `Un compte administrateur créé il y a moins de ${APPROVER_MIN_ACCOUNT_AGE_DAYS} jours ne peut encore rien approuver.`,
  expired: `Cette demande a expiré : elle devait être approuvée dans les ${FOUR_EYES_APPROVAL_HOURS} heures. Faites-en une nouvelle.`,
};

/** Whether a reset (password or second factor) is held because the sign-in email changed recently. */
export function isResetHeldByEmailChange(lastEmailChangeAt: Date | null, now: Date): boolean {
  return lastEmailChangeAt !== null && now.getTime() - lastEmailChangeAt.getTime() < EMAIL_CHANGE_RESET_HOLD_HOURS * 60 * 60 * 1000;
}
