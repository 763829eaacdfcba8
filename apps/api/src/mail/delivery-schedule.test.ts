import { describe, expect, it } from 'vitest';
import { MAIL_RETRY_WINDOW_MS, nextDeliveryAttempt } from './delivery-schedule';

const minutes = (value: number) => value * 60 * 1000;
const queuedAt = new Date('2030-03-04T08:00:00Z');

describe('mail retry schedule', () => {
  it('waits 1, 2, 4… minutes after each failed attempt, at most 3 h, with up to 20 % more at random', () => {
    const after = (attempts: number, random: number) => {
      const now = new Date(queuedAt.getTime() + minutes(1));
      return (nextDeliveryAttempt({ attempts, queuedAt, now, random: () => random })!.getTime() - now.getTime()) / minutes(1);
    };
    expect([1, 2, 3, 4, 8, 9, 20].map((attempts) => after(attempts, 0))).toEqual([1, 2, 4, 8, 128, 180, 180]);
    expect(after(1, 0.999)).toBeCloseTo(1.2, 2);
  });

  it('tries for 24 hours, the last time at their end, then gives up', () => {
    let now = queuedAt;
    const tries: Date[] = [];
    for (let attempts = 1; attempts < 100; attempts += 1) {
      const next = nextDeliveryAttempt({ attempts, queuedAt, now, random: () => 0.5 });
      if (!next) break;
      tries.push(next);
      now = next;
    }
    expect(tries.at(-1)).toEqual(new Date(queuedAt.getTime() + MAIL_RETRY_WINDOW_MS));
    expect(tries.length).toBeGreaterThan(10);
    expect(tries.length).toBeLessThan(20);
    expect(nextDeliveryAttempt({ attempts: 3, queuedAt, now: new Date(queuedAt.getTime() + MAIL_RETRY_WINDOW_MS) })).toBeNull();
  });
});
