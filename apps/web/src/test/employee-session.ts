import { afterEach, beforeEach, vi } from 'vitest';
import { signInAsEmployee } from './render-with-providers';

/**
 * The employee pages' tests: before each test the date stands at `now` (only Date is faked, so user
 * events keep their real timers) and the employee is signed in; after it the real clock comes back.
 * Called at the top of a test file, before that file's own `beforeEach`, which then runs after it.
 */
export function signedInEmployeeAt(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    signInAsEmployee();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
