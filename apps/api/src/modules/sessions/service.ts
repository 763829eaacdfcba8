import { sessionMessages, type EndedSessions, type OpenSessionList, type SuccessResponse } from '@parenthese/shared';
import { notFound } from '../../lib/app-error';
import { endOwnSession, endSessions, findOpenSessions } from './repository';
import type { Services } from '../services';

/** Session ids are UUIDs: any other text is answered like an unknown session, never looked up. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in person and the session they ask from. */
export type SessionOwner = { userId: string; sessionId: string };

/** What a signed-in person does with their own sessions: sign out, list, end one, end all the others. */
export function createSessionService(deps: Pick<Services, 'db' | 'clock'>) {
  return {
    async signOut(owner: SessionOwner): Promise<SuccessResponse> {
      await endOwnSession(deps.db, owner.userId, owner.sessionId, deps.clock.now());
      return { success: true, message: sessionMessages.signedOut };
    },

    async list(owner: SessionOwner): Promise<OpenSessionList> {
      const rows = await findOpenSessions(deps.db, owner.userId, deps.clock.now());
      const present = (row: (typeof rows)[number]) => ({
        id: row.id,
        deviceLabel: row.deviceLabel,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        isCurrent: row.id === owner.sessionId,
      });
      // The current session first, then the others as read (most recently used first).
      const sessions = rows.map(present).sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
      return { sessions };
    },

    /** Another person's session id is answered like an unknown one. Ending the current one signs out. */
    async endOne(owner: SessionOwner, sessionId: string): Promise<SuccessResponse> {
      if (!UUID_PATTERN.test(sessionId) || !(await endOwnSession(deps.db, owner.userId, sessionId, deps.clock.now()))) throw notFound(sessionMessages.notFound);
      return { success: true, message: 'La session a été déconnectée.' };
    },

    async endOthers(owner: SessionOwner): Promise<EndedSessions> {
      return { endedCount: await endSessions(deps.db, owner.userId, deps.clock.now(), { exceptSessionId: owner.sessionId }) };
    },
  };
}
