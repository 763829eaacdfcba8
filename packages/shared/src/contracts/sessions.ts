import { z } from 'zod';

/**
 * Signed-in sessions (issue 22): each token names a session kept on the server, which its owner can
 * list and end from « Mon compte », and which « Déconnexion » ends.
 */

/**
 * How stale « Dernière activité » may be: the server records a session's use at most this often, so the
 * check at every request stays a read.
 */
export const SESSION_LAST_USE_PRECISION_MS = 5 * 60 * 1000;

/** The longest device label kept (« Firefox sur Windows », « Safari sur iPhone »). */
export const DEVICE_LABEL_MAX_LENGTH = 80;

/** One of the signed-in person's open sessions. */
export const openSessionSchema = z.object({
  id: z.string(),
  /** Browser and system, from the user agent at sign-in; empty when unknown. */
  deviceLabel: z.string(),
  /** ISO dates. */
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request that asks. */
  isCurrent: z.boolean(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

/** GET /api/account/sessions: the current session first, then the most recently used. */
export const openSessionListSchema = z.object({ sessions: z.array(openSessionSchema) });
export type OpenSessionList = z.infer<typeof openSessionListSchema>;

/** DELETE /api/account/sessions/{sessionId}: a malformed id is answered like an unknown one (404). */
export const sessionParamsSchema = z.object({ sessionId: z.string().max(64) });

/** POST /api/account/sessions/end-others: how many sessions were ended. */
export const endedSessionsSchema = z.object({ endedCount: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const sessionMessages = {
  /** Unknown, ended, expired or another person's session: one answer for all. */
  notFound: 'Session introuvable.',
  /** The current session is ended with « Déconnexion », not from the list. */
  isCurrent: 'Pour fermer cette session, utilisez « Déconnexion ».',
  signedOut: 'Vous êtes déconnecté.',
  unknownDevice: 'Appareil inconnu',
} as const;
