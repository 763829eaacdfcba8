import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { hostileContactInputs } from '../../../../../packages/shared/src/rules/contact-hostile-inputs';
import { validContactRequest } from '../../../test/support/contact-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** The request row column of each request field. */
const storedColumn = { firstName: 'firstName', lastName: 'lastName', mail: 'email', phone: 'phone', companyName: 'companyName', size: 'companySize', message: 'message' } as const;

describe('POST /api/contact/request with hostile and malformed values', () => {
  it.each(hostileContactInputs.map((testCase, index) => ({ ...testCase, index })))('$name → $outcome', async (testCase) => {
    await testApp.db.delete(contactRequests);
    await testApp.db.delete(mailOutbox);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact/request',
      payload: { ...validContactRequest({ mail: `cas-${testCase.index}@exemple.fr` }), [testCase.field]: testCase.value },
      // One client and one recipient per case: the rate limit and the acknowledgement cap are tested on their own.
      remoteAddress: `10.9.${Math.floor(testCase.index / 200)}.${(testCase.index % 200) + 1}`,
    });
    expect(response.statusCode).not.toBe(500);
    const stored = await testApp.db.select().from(contactRequests);
    if (testCase.outcome === 'accepted') {
      expect(response.statusCode).toBe(200);
      expect(stored).toHaveLength(1);
      expect(stored[0][storedColumn[testCase.field]]).toBe(testCase.stored);
      expect(await testApp.db.select().from(mailOutbox)).toHaveLength(2);
    } else {
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errors[testCase.field]).toBe(testCase.message);
      expect(body.message).toBe(testCase.message === 'Contenu suspect détecté' ? 'Contenu suspect détecté' : 'Veuillez corriger les erreurs dans le formulaire.');
      expect(stored).toHaveLength(0);
      expect(await testApp.db.select().from(mailOutbox)).toHaveLength(0);
    }
  });
});
