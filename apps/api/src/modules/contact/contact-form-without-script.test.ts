import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/** What the form's fields send when the browser submits it itself (no script): its names, urlencoded. */
const formBody = new URLSearchParams({
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@exemple.fr',
  phone: '06 12 34 56 78',
  company: 'Atelier Lumière',
  companySize: '11-50',
  timeSlot: '10:00',
  message: 'Nous aimerions présenter le service à nos équipes.',
}).toString();
const PERSONAL_VALUES = ['Camille', 'Martin', 'camille.martin', '06 12 34 56 78', '06+12', 'Atelier', 'présenter'];

const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ salesEmail: 'ventes@parenthese.test', logLevel: 'info' }, { logDestination });
});
afterAll(async () => testApp.close());

let addressCounter = 0;
const postForm = (remoteAddress = `10.7.0.${++addressCounter}`) =>
  testApp.app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formBody, remoteAddress });

describe('POST /contact (the demonstration form sent without JavaScript)', () => {
  it('answers a French page giving the sales address, echoes no field, and stores and mails nothing', async () => {
    const response = await postForm();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    // Nowhere to send the visitor with their data: no redirect, so no field can reach an address or the history.
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain("Votre demande n'a pas été envoyée");
    expect(response.body).toContain('a besoin de JavaScript');
    expect(response.body).toContain('href="mailto:ventes@parenthese.test"');
    expect(response.body).toContain('href="/contact"');
    for (const value of PERSONAL_VALUES) expect(response.body).not.toContain(value);

    expect(await testApp.db.select().from(contactRequests)).toHaveLength(0);
    expect(await testApp.db.select().from(mailOutbox)).toHaveLength(0);
    const logs = logLines.join('');
    expect(logs).toContain('"url":"/contact"');
    for (const value of PERSONAL_VALUES) expect(logs).not.toContain(value);
  });

  it('is limited per client like the form of the API: a second submission at once is refused in French', async () => {
    const address = '10.7.1.1';
    expect((await postForm(address)).statusCode).toBe(200);
    const refused = await postForm(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('Trop de demandes');
    expect(refused.body).toContain('href="mailto:ventes@parenthese.test"');
    // Another visitor is not held back.
    expect((await postForm('10.7.1.2')).statusCode).toBe(200);
  });

  it('refuses a body larger than the form could send, without reading it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `message=${'a'.repeat(20 * 1024)}`,
      remoteAddress: '10.7.2.1',
    });
    expect(response.statusCode).toBe(413);
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(0);
  });
});
