import { format } from 'date-fns';

/**
 * The environment of a server process a test starts. Under libfaketime (the dated CI runs), a new process's
 * clock starts again at FAKETIME's date, while this one's has run on since it started: a test worker runs
 * many files (isolate: false), so a child's clock lagged by minutes, and its jobs, timed on it, were ordered
 * wrongly against the parent's (mail-delivery-crash.test failed so in a dated run). The child starts at this
 * process's now instead. FAKETIME's date is read in the local zone, as written here.
 */
export function childProcessEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (process.env.FAKETIME?.startsWith('@')) env.FAKETIME = `@${format(new Date(), 'yyyy-MM-dd HH:mm:ss')}`;
  return env;
}
