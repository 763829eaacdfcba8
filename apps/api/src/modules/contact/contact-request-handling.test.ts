import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, contactRequests, mailOutbox } from '../../db/schema';
import { createAdmin } from '../../../test/support/factories';
import { bearerFor } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { validContactRequest } from '../../../test/support/contact-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ salesEmail: 'ventes@parenthese.test' });
});
afterAll(async () => testApp.close());
beforeEach(async () => {
  await testApp.db.delete(contactRequests);
  await testApp.db.delete(mailOutbox);
});

let addressCounter = 0;
/** Each call from its own address: the per-client limit is not what these tests are about. */
const postRequest = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/contact/request', payload: payload as object, remoteAddress: `10.3.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}` });
const salesMails = async () => (await testApp.db.select().from(mailOutbox)).filter((mail) => mail.kind === 'contact-sales');

describe('the same demonstration request sent again', () => {
  it('is stored and mailed once within a minute, and the sender is told success both times', async () => {
    const first = await postRequest(validContactRequest());
    // The same content, typed with other case and spacing.
    const again = await postRequest(
      validContactRequest({ firstName: 'CAMILLE', mail: 'Camille.Martin@exemple.fr', phone: '0612345678', message: 'Nous aimerions  présenter le service à nos équipes.' }),
    );
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(1);
    expect(await salesMails()).toHaveLength(1);
  });

  it('is stored once when the copies arrive at the same moment', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => postRequest(validContactRequest())));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(1);
  });

  it('is stored again after a minute, and a different request is always stored', async () => {
    expect((await postRequest(validContactRequest())).statusCode).toBe(200);
    expect((await postRequest(validContactRequest({ message: 'Une autre question.' }))).statusCode).toBe(200);
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(2);
    // The duplicate window is counted on the database's clock (real time, decision 0078).
    await testApp.db.update(contactRequests).set({ createdAt: new Date(Date.now() - 61_000) });
    expect((await postRequest(validContactRequest())).statusCode).toBe(200);
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(3);
  });
});

describe('marking demonstration requests as handled', () => {
  it('marks a request Traitée and back, audited, and filters the list', async () => {
    const admin = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const authorization = await bearerFor(testApp, admin);
    const [handled, pending] = await testApp.db
      .insert(contactRequests)
      .values([
        { firstName: 'Alice', lastName: 'Alpha', email: 'a@exemple.fr', companyName: 'Alpha', companySize: '1-10', requestedAt: new Date('2030-01-07T08:00:00Z') },
        { firstName: 'Bruno', lastName: 'Beta', email: 'b@exemple.fr', companyName: 'Beta', companySize: '500+', requestedAt: new Date('2030-01-08T13:00:00Z') },
      ])
      .returning();
    const mark = (id: string, isHandled: unknown) =>
      testApp.app.inject({ method: 'POST', url: `/api/admin/contact-requests/${id}/handled`, headers: { authorization }, payload: { isHandled } as object });
    const listed = async (status: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/admin/contact-requests?page=1&status=${status}`, headers: { authorization } }))
        .json()
        .items.map((item: { companyName: string }) => item.companyName)
        .sort();

    const marked = await mark(handled.id, true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: handled.id, handledAt: expect.any(String) });
    const [stored] = await testApp.db.select().from(contactRequests).where(eq(contactRequests.id, handled.id));
    expect(stored.handledBy).toBe(admin.id);
    expect(await listed('handled')).toEqual(['Alpha']);
    expect(await listed('pending')).toEqual(['Beta']);
    expect(await listed('all')).toEqual(['Alpha', 'Beta']);

    expect((await mark(handled.id, false)).json().handledAt).toBeNull();
    expect(await listed('pending')).toEqual(['Alpha', 'Beta']);
    const audit = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, handled.id));
    expect(audit.map((entry) => entry.action)).toEqual(['contact-request.handled', 'contact-request.reopened']);
    expect(pending.handledAt).toBeNull();
  });

  it('answers French 4xx to an unknown request, a bad body or an unknown filter, changing nothing', async () => {
    const admin = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const authorization = await bearerFor(testApp, admin);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/contact-requests/00000000-0000-4000-8000-000000000000/handled',
      headers: { authorization },
      payload: { isHandled: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Demande de démonstration introuvable.');
    const badBody = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/contact-requests/00000000-0000-4000-8000-000000000000/handled',
      headers: { authorization },
      payload: { isHandled: 'oui' },
    });
    expect(badBody.statusCode).toBe(400);
    const badFilter = await testApp.app.inject({ method: 'GET', url: '/api/admin/contact-requests?status=peut-etre', headers: { authorization } });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors).toMatchObject({ status: 'Filtre inconnu' });
  });
});
