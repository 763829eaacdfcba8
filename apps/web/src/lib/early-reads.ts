import { EARLY_READS_GLOBAL } from '@parenthese/shared';

/** What the shell's script leaves on the window (packages/shared/src/contracts/early-reads.ts). */
type EarlyReads = { token: string; reads: Record<string, Promise<Response | null> | undefined> };

/**
 * The answer the page's HTML already asked for this URL with this session's token, taken once (a later read of
 * the same URL is a new request), or undefined. A read started for another token (a session changed since) is
 * not used.
 */
export function takeEarlyRead(url: string, token: string): Promise<Response | null> | undefined {
  const early = (window as unknown as Partial<Record<string, EarlyReads>>)[EARLY_READS_GLOBAL];
  if (!early || early.token !== token) return undefined;
  const read = early.reads[url];
  delete early.reads[url];
  return read;
}

/** The early read's answer, unless `signal` aborts first (the call's timeout or its caller): then its reason is thrown. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
