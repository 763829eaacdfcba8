import type { AdminRole } from '@parenthese/shared';
import { createAdmin } from './factories';
import { bearerFor } from './consultations';
import { createTestApp } from './test-app';

/** A test app and the bearer of one administrator of `adminRole`: the start of the back office's test files. */
export async function createTestAppWithAdmin(adminRole: AdminRole, options: Parameters<typeof createTestApp>[1] = {}) {
  const testApp = await createTestApp({}, options);
  const authorization = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole }));
  return { testApp, authorization };
}
