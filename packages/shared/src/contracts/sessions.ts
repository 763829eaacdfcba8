import { z } from 'zod';

/**
 * Signed-in sessions (issue 22): each token names a session kept on the server, which its owner can
 * list and end from « Mon compte », and which « Déconnexion » ends.
 */

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
