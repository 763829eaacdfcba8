import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY } from './contact-rate-limit';
import { validContactRequest } from '../../../test/support/contact-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ salesEmail: 'ventes@parenthese.test' });
});
afterAll(async () => testApp.close());

describe('acknowledgement mails of the demonstration form', () => {
  it('go to one address at most 3 times a day, whoever submits; sales still get every request', async () => {
    const victim = 'Cible.Tierce@Exemple.fr';
    for (let submission = 0; submission < 5; submission += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact/request',
        // Five different requests: an identical one would be stored (and mailed) once.
        payload: validContactRequest({ mail: submission % 2 ? victim : victim.toLowerCase(), message: `Demande numéro ${submission + 1}.` }),
        remoteAddress: `10.8.0.${submission}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const acknowledgements = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-ack'));
    expect(acknowledgements).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY);
    expect(await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-sales'))).toHaveLength(5);
  });
});
