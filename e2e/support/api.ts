import { expect, type APIResponse } from '@playwright/test';

/** A shared zod contract (packages/shared), or anything that reads an unknown value into a type the same way. */
export type Contract<T> = { parse: (value: unknown) => T };

/**
 * A successful answer read with its route's shared contract: a journey gets a typed value without a
 * cast, and an answer that no longer matches its contract fails here, with zod naming the field.
 */
export async function readAnswer<T>(answer: APIResponse | Promise<APIResponse>, contract: Contract<T>, what: string): Promise<T> {
  const response = await answer;
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return contract.parse(await response.json());
}
