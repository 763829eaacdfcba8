import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactRequests, mailOutbox } from '../../db/schema';
import { createAdmin, createEmployee, signIn } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { futureDemoStart, validContactRequest } from '../../../test/support/contact-requests';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ salesEmail: 'ventes@parenthese.test', videoUrl: 'https://videos.exemple.fr/presentation.mp4' });
});
afterAll(async () => testApp.close());
beforeEach(async () => {
  await testApp.db.delete(contactRequests);
  await testApp.db.delete(mailOutbox);
});

let addressCounter = 0;
/** Each call comes from its own client address unless one is given, so limits stay per test. */
const postRequest = (payload: unknown, remoteAddress = `10.2.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`) =>
  testApp.app.inject({ method: 'POST', url: '/api/contact/request', payload: payload as object, remoteAddress });

describe('POST /api/contact/request', () => {
  it('stores the request, queues a mail to sales and one to the requester, and answers success', async () => {
    const start = futureDemoStart('14:00');
    const response = await postRequest(validContactRequest({ date: start.toISOString(), firstName: '  Zoé-Anaïs ', lastName: "O'Connor", size: '500+' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Demande envoyée avec succès. Notre équipe vous contactera sous 24h pour confirmer le créneau de démonstration.' });

    const [stored] = await testApp.db.select().from(contactRequests);
    expect(stored).toMatchObject({ firstName: 'Zoé-Anaïs', lastName: "O'Connor", email: 'camille.martin@exemple.fr', phone: '06 12 34 56 78', companyName: 'Atelier Lumière', companySize: '500+' });
    expect(stored.requestedAt.toISOString()).toBe(start.toISOString());

    const mails = await testApp.db.select().from(mailOutbox).orderBy(mailOutbox.kind);
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ['contact-ack', 'camille.martin@exemple.fr'],
      ['contact-sales', 'ventes@parenthese.test'],
    ]);
    expect(mails[1].subject).toBe('Nouvelle demande de démonstration : Atelier Lumière');
    expect(mails[1].textBody).toContain('Entreprise : Atelier Lumière (500+ employés)');
    expect(mails[1].textBody).toMatch(/Créneau souhaité : \p{L}+ \d{1,2}(er)? \p{L}+( \d{4})? à 14 h 00 \(heure de Paris\)/u);
    expect(mails[0].textBody).toContain('Bonjour Zoé-Anaïs,');
    expect(mails[0].textBody).toContain('sous 24h');
  });

  it('accepts a request without phone or message, stored as empty strings', async () => {
    const { phone: _phone, message: _message, ...withoutOptional } = validContactRequest();
    const response = await postRequest(withoutOptional);
    expect(response.statusCode).toBe(200);
    const [stored] = await testApp.db.select().from(contactRequests);
    expect(stored).toMatchObject({ phone: '', message: '' });
  });

  it('answers 400 Contenu suspect détecté with the field, and stores nothing', async () => {
    const response = await postRequest(validContactRequest({ message: 'Bonjour', companyName: '<script>alert(1)</script>' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'CONTACT_SUSPICIOUS', message: 'Contenu suspect détecté', errors: { companyName: 'Contenu suspect détecté' } });
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(0);
    expect(await testApp.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('answers 400 with every missing field in French', async () => {
    const response = await postRequest({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'CONTACT_FIELDS_MISSING',
      message: 'Veuillez corriger les erreurs dans le formulaire.',
      errors: {
        firstName: 'Ce champ est obligatoire',
        lastName: 'Ce champ est obligatoire',
        mail: 'Ce champ est obligatoire',
        companyName: 'Ce champ est obligatoire',
        size: 'Ce champ est obligatoire',
        date: 'Ce champ est obligatoire',
      },
    });
  });

  it.each([
    ['a past slot', () => futureDemoStart('10:00', -7).toISOString()],
    ['a Saturday', () => '2099-06-06T10:00:00+02:00'],
    ['a Sunday', () => '2099-06-07T10:00:00+02:00'],
    ['noon, not a slot', () => '2099-06-01T12:00:00+02:00'],
    ['half past nine', () => '2099-06-01T09:30:00+02:00'],
    ['a start half a second after the hour', () => '2099-06-01T09:00:00.500Z'],
  ])('refuses %s as the demonstration date', async (_label, date) => {
    const response = await postRequest(validContactRequest({ date: date() }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.date).toBe('Veuillez choisir un créneau à venir, du lundi au vendredi.');
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(0);
  });

  it('refuses a date that is not an ISO datetime', async () => {
    const response = await postRequest(validContactRequest({ date: 'demain matin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.date).toBe('Format invalide');
  });

  it.each([['"texte"'], ['null'], ['[1,2]'], ['{"firstName":']])('answers 400, never 500, to the body %s', async (raw) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/contact/request', headers: { 'content-type': 'application/json' }, payload: raw, remoteAddress: '10.3.0.1' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/stack|ZodError|select /i);
  });
});

describe('contact rate limit per client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks to wait a few seconds when two submissions come less than 5 s apart', async () => {
    // Different requests each time: identical ones are stored once anyway (contact-request-handling.test.ts).
    expect((await postRequest(validContactRequest({ message: 'Première demande.' }), '10.4.0.1')).statusCode).toBe(200);
    const second = await postRequest(validContactRequest({ message: 'Deuxième demande.' }), '10.4.0.1');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe('Attendez quelques secondes avant de soumettre à nouveau.');
    expect(second.json().code).toBe('CONTACT_TOO_SOON');
    // Another client is not affected.
    expect((await postRequest(validContactRequest({ message: 'Troisième demande.' }), '10.4.0.2')).statusCode).toBe(200);
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(2);
  });

  it('refuses a fourth submission within 60 s with the seconds to wait, then accepts again after the minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const startedAt = Date.now();
    const at = (seconds: number) => vi.setSystemTime(startedAt + seconds * 1000);
    for (const seconds of [0, 6, 12]) {
      at(seconds);
      expect((await postRequest(validContactRequest({ message: `Demande envoyée à ${seconds} s.` }), '10.4.1.1')).statusCode).toBe(200);
    }
    at(18);
    const fourth = await postRequest(validContactRequest({ message: 'Quatrième demande.' }), '10.4.1.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Veuillez attendre 42 secondes avant de soumettre à nouveau.');
    expect(fourth.json().code).toBe('RATE_LIMITED');
    expect(await testApp.db.select().from(contactRequests)).toHaveLength(3);
    at(61);
    expect((await postRequest(validContactRequest({ message: 'Demande après la minute.' }), '10.4.1.1')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/contact-requests', () => {
  it('lists stored requests newest first for an admin', async () => {
    const admin = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const { authorization } = await signIn(testApp.app, admin.login);
    await testApp.db.insert(contactRequests).values([
      {
        firstName: 'Ancien',
        lastName: 'Contact',
        email: 'a@exemple.fr',
        companyName: 'Alpha',
        companySize: '1-10',
        requestedAt: new Date('2030-01-07T08:00:00Z'),
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        firstName: 'Récent',
        lastName: 'Contact',
        email: 'b@exemple.fr',
        companyName: 'Beta',
        companySize: '500+',
        requestedAt: new Date('2030-01-08T13:00:00Z'),
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
    ]);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/contact-requests', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((item: { companyName: string }) => item.companyName)).toEqual(['Beta', 'Alpha']);
    expect(Object.keys(list[0]).sort()).toEqual(['companyName', 'companySize', 'createdAt', 'email', 'firstName', 'handledAt', 'id', 'lastName', 'message', 'phone', 'requestedAt']);
    expect(list[0]).toMatchObject({ requestedAt: '2030-01-08T13:00:00.000Z', phone: '', message: '' });
  });

  it('refuses anyone but an admin', async () => {
    const employee = await createEmployee(testApp.db);
    const { authorization } = await signIn(testApp.app, employee.login);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/contact-requests', headers: { authorization } })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/contact-requests' })).statusCode).toBe(401);
  });
});

describe('GET /api/public/config', () => {
  it('gives the promotional video address to the browser', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ videoUrl: 'https://videos.exemple.fr/presentation.mp4' });
  });
});
