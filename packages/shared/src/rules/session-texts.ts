// The open sessions' texts and precision, without their schemas (contracts/sessions.ts): the card carries no zod.
/**
 * How stale « Dernière activité » may be: the server records a session's use at most this often, so the
 * check at every request stays a read.
 */
export const SESSION_LAST_USE_PRECISION_MS = 5 * 60 * 1000;

export const sessionMessages = {
  /** Unknown, ended, expired or another person's session: one answer for all. */
  notFound: 'Session introuvable.',
  /** The current session is ended with « Déconnexion », not from the list. */
  isCurrent: 'Pour fermer cette session, utilisez « Déconnexion ».',
  signedOut: 'Vous êtes déconnecté.',
  unknownDevice: 'Appareil inconnu',
} as const;
