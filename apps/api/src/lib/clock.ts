/**
 * The server's one source of the product's time (issue 38 item 1, decision 0078): every business rule
 * (booking windows, sessions, token and code lifetimes, deadlines, SQL comparisons with « now ») reads
 * `clock.now()` from `services.clock`, never `new Date()` or `Date.now()` (eslint.config.js refuses them).
 * Production runs on the system clock; tests start a settable clock at a fixed instant, so no test
 * depends on the day it runs.
 */
export type Clock = {
  now(): Date;
};

/** The real time: what `npm start` and the workers run on. */
export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock a test owns: it starts at `start` and moves with real time, so durations (timeouts, rate windows) still pass. */
export type SettableClock = Clock & {
  /** Jumps to `instant`; the clock moves on from there with real time. */
  set(instant: Date): void;
  /** Moves the clock by `milliseconds` (a negative amount goes back). */
  advance(milliseconds: number): void;
};

/** A clock that reads `start` at its creation and then runs with real (monotonic) time. */
export function createSettableClock(start: Date): SettableClock {
  let origin = start.getTime();
  let originTick = performance.now();
  return {
    now: () => new Date(origin + Math.floor(performance.now() - originTick)),
    set(instant) {
      origin = instant.getTime();
      originTick = performance.now();
    },
    advance(milliseconds) {
      origin += milliseconds;
    },
  };
}
