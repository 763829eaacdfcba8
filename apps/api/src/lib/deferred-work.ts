type ErrorLog = { error: (details: object, message: string) => void };

/**
 * Work done after the answer has gone, so that the answer cannot tell, by its timing, what the work
 * found (a password reset for an existing account takes longer than for an unknown one). The work
 * writes its results (a mail in the outbox) itself; a failure is logged, never thrown at the client.
 */
export function createDeferredWork(log: ErrorLog) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts `task` once the current request has been answered. */
    run(name: string, task: () => Promise<void>) {
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    /** How many tasks have not finished yet. */
    get pendingCount() {
      return pending.size;
    },
    /** Resolves when every task started so far (and any they started) has finished. */
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type DeferredWork = ReturnType<typeof createDeferredWork>;
