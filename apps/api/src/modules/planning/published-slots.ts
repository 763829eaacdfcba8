import type { Executor } from '../../db/client';
import type { Services } from '../services';

/**
 * The last step of every path that publishes slots (the week editor, « Appliquer à plusieurs semaines »,
 * the standing week's job): the waiting list is told of them in the publishing transaction, so waiters
 * hear of every new hour and a rollback tells no one (decision 0067). Answers how many were published.
 */
export async function announcePublishedSlots(waitingList: Services['waitingList'], tx: Executor, consultationIds: string[]): Promise<number> {
  await waitingList.slotsFreed(tx, consultationIds);
  return consultationIds.length;
}
