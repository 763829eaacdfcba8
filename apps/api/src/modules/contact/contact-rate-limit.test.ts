import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createRateLimiterFactory } from '../../plugins/rate-limiters';
import { createContactRateLimit } from './contact-rate-limit';

const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;
const warnings: unknown[] = [];
/** Records warnings: a refusal must come from Redis, never from the store being unreachable. */
const recordingLog = { warn: (...details: unknown[]) => void warnings.push(details) };
const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
}

// Runs on a local Redis only when one is configured (CI and developers who have one).
describe.runIf(Boolean(redisUrl))('contact rate limit on Redis, shared by two API instances', () => {
  const firstInstance = createRateLimiterFactory(redisUrl);
  const secondInstance = createRateLimiterFactory(redisUrl);
  beforeAll(async () => {
    // The connections open in the background; the limiters refuse to queue commands before that.
    for (const factory of [firstInstance, secondInstance]) {
      const probe = factory.create({ keyPrefix: `test-probe-${randomUUID()}`, points: 1000, durationSeconds: 1 });
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if (
          await probe.consume('probe').then(
            () => true,
            () => false,
          )
        )
          break;
        await wait(50);
      }
    }
  });
  afterAll(async () => {
    await firstInstance.close();
    await secondInstance.close();
  });

  it('counts submissions made through either instance', async () => {
    const keyPrefix = `test-contact-${randomUUID()}`;
    const first = createContactRateLimit(firstInstance, recordingLog, keyPrefix);
    const second = createContactRateLimit(secondInstance, recordingLog, keyPrefix);
    const client = '203.0.113.7';

    expect(await refusalOf(first.consume(client))).toBeNull();
    expect(await refusalOf(second.consume(client))).toEqual({ status: 429, message: 'Attendez quelques secondes avant de soumettre à nouveau.' });
    await wait(5100);
    expect(await refusalOf(second.consume(client))).toBeNull();
    await wait(5100);
    expect(await refusalOf(first.consume(client))).toBeNull();
    await wait(5100);
    const fourth = await refusalOf(second.consume(client));
    expect(fourth?.status).toBe(429);
    expect(fourth?.message).toMatch(/^Veuillez attendre (4[0-5]|3\d) secondes avant de soumettre à nouveau\.$/);
    // Another client still gets through.
    expect(await refusalOf(first.consume('203.0.113.8'))).toBeNull();
    expect(warnings).toEqual([]);
  }, 30_000);
});
