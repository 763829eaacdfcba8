import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { billMessages, parisMonthKey, shiftMonthKey, settingsMessages } from '@parenthese/shared';
import { auditLog, psychologistBills, storedFiles } from '../../../db/schema';
import { createAdmin, createPsychologist, createEmployee } from '../../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, weekdayAt } from '../../../../test/support/consultations';
import { multipartFile, SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, weekdayMonthsAgo } from '../../../../test/support/billing';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { createBillingService } from './service';

let testApp: TestApp;
let tech: string;
let site: string;
let techId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const techAdmin = await createAdmin(testApp.db, { adminRole: 'TECH' });
  techId = techAdmin.id;
  tech = await bearerFor(testApp, techAdmin);
  site = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'SITE' }));
});
afterAll(async () => testApp.close());

const lastMonth = () => shiftMonthKey(parisMonthKey(testApp.clock.now()), -1);
const twoMonthsAgo = () => shiftMonthKey(parisMonthKey(testApp.clock.now()), -2);

/** A psychologist with, last month: two completed consultations, one late and one timely cancellation; two months ago one; and one upcoming. */
async function psychologistWithConsultations() {
  const { db } = testApp;
  const psychologist = await createPsychologist(db, { phoneNumber: '0611223344' });
  const employee = await createEmployee(db, { credits: 3 });
  const other = await createEmployee(db, { companyId: employee.companyId, credits: 3 });
  await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: weekdayMonthsAgo(1, 10) });
  await createBookedConsultation(db, { doctorId: psychologist.id, employee: other, startsAt: weekdayMonthsAgo(1, 11) });
  await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: weekdayMonthsAgo(2, 10) });
  await createBookedConsultation(db, { doctorId: psychologist.id, employee: other, startsAt: weekdayAt(10, 10, testApp.clock.now()) });
  await createSlot(db, psychologist.id, weekdayMonthsAgo(1, 14), { status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: true, cancelledAt: testApp.clock.now() });
  await createSlot(db, psychologist.id, weekdayMonthsAgo(1, 15), { status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: false, cancelledAt: testApp.clock.now() });
  await createSlot(db, psychologist.id, weekdayMonthsAgo(1, 16), { status: 'AVAILABLE' });
  return psychologist;
}

const billsUrl = (psychologistId: string) => `/api/admin/doctors/${psychologistId}/bills`;
const billUrl = (psychologistId: string, month: string, action: 'document' | 'validate' | 'pay') => `${billsUrl(psychologistId)}/${month}/${action}`;
const getBilling = (psychologistId: string, authorization = tech) => testApp.app.inject({ method: 'GET', url: billsUrl(psychologistId), headers: { authorization } });
const upload = (psychologistId: string, month: string, file: ReturnType<typeof multipartFile>, authorization = tech) =>
  testApp.app.inject({ method: 'POST', url: billUrl(psychologistId, month, 'document'), headers: { authorization, ...file.headers }, payload: file.payload });
const act = (psychologistId: string, month: string, action: 'validate' | 'pay', authorization = tech) =>
  testApp.app.inject({ method: 'POST', url: billUrl(psychologistId, month, action), headers: { authorization } });
const download = (psychologistId: string, month: string, authorization = tech) => testApp.app.inject({ method: 'GET', url: billUrl(psychologistId, month, 'document'), headers: { authorization } });
const setPrice = (consultationPriceEuros: unknown, authorization = tech) =>
  testApp.app.inject({ method: 'PUT', url: '/api/admin/settings/consultation-price', headers: { authorization }, payload: { consultationPriceEuros } });

async function billOf(psychologistId: string, month: string) {
  const [row] = await testApp.db
    .select()
    .from(psychologistBills)
    .where(and(eq(psychologistBills.doctorId, psychologistId), eq(psychologistBills.month, month)));
  return row;
}

beforeEach(async () => {
  // Each test starts at the default price.
  await setPrice(80);
});

describe('GET /api/admin/doctors/:id/bills', () => {
  it('gives the psychologist and one bill per past month: completed consultations and late cancellations, at 80 €', async () => {
    const psychologist = await psychologistWithConsultations();
    const response = await getBilling(psychologist.id);
    expect(response.statusCode).toBe(200);
    const billing = response.json();
    expect(billing.psychologist).toMatchObject({
      id: psychologist.id,
      firstName: 'Claire',
      lastName: 'Dubois',
      email: psychologist.email,
      phoneNumber: '0611223344',
      adeliNumber: psychologist.profile.adeliNumber,
      categories: ['Psychologue clinicien'],
      locked: false,
    });
    expect(billing.consultationPriceCents).toBe(8000);
    expect(billing.bills).toEqual([
      expect.objectContaining({ month: lastMonth(), consultationsCount: 3, unitPriceCents: 8000, totalAmountCents: 24000, status: 'pending', isInProgress: false, document: null }),
      expect.objectContaining({ month: twoMonthsAgo(), consultationsCount: 1, totalAmountCents: 8000, status: 'pending' }),
    ]);
    expect(billing.summary).toEqual({ totalConsultations: 4, pendingAmountCents: 32000, paidBillsCount: 0 });
  });

  it('shows the current month as in progress', async () => {
    const psychologist = await psychologistWithConsultations();
    // Seen from the 28th of last month: that month is the current one, the month before is over.
    const [year, month] = lastMonth().split('-').map(Number);
    const service = createBillingService({ ...testApp.services, clock: { now: () => new Date(Date.UTC(year, month - 1, 28, 12)) } });
    const billing = await service.billing(psychologist.id);
    expect(billing.bills.map((bill) => [bill.month, bill.isInProgress])).toEqual([
      [lastMonth(), true],
      [twoMonthsAgo(), false],
    ]);
  });

  it('answers 404 for an unknown id or an account that is not a psychologist, and 403 to a SITE administrator', async () => {
    const employee = await createEmployee(testApp.db);
    for (const id of [employee.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await getBilling(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(billMessages.psychologistNotFound);
    }
    const malformed = await getBilling('pas-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(billMessages.psychologistNotFound);
    const psychologist = await createPsychologist(testApp.db);
    const refused = await getBilling(psychologist.id, site);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Accès réservé aux administrateurs techniques.');
  });
});

describe('a month, from upload to payment', () => {
  it('uploads the invoice, gives back the same bytes, closes the month (frozen) and marks it paid, each step dated and audited', async () => {
    const psychologist = await psychologistWithConsultations();
    const month = lastMonth();

    const uploaded = await upload(psychologist.id, month, multipartFile('Facture été.pdf', SAMPLE_PDF, 'application/pdf'));
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ month, status: 'uploaded', document: { fileName: 'Facture été.pdf', mediaType: 'application/pdf', sizeBytes: SAMPLE_PDF.length }, validationDate: null });
    expect(uploaded.json().uploadDate).toEqual(expect.any(String));

    const file = await download(psychologist.id, month);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Facture ete.pdf"; filename*=UTF-8''Facture%20%C3%A9t%C3%A9.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const [stored] = await testApp.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, (await billOf(psychologist.id, month)).documentFileId!));
    expect(stored).toMatchObject({ sizeBytes: SAMPLE_PDF.length, mediaType: 'application/pdf', uploadedBy: techId });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);

    const validated = await act(psychologist.id, month, 'validate');
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ status: 'validated', consultationsCount: 3, totalAmountCents: 24000 });
    expect(validated.json().validationDate).toEqual(expect.any(String));

    // A new price changes the open month, not the closed one.
    expect((await setPrice(95.5)).statusCode).toBe(200);
    const afterPriceChange = (await getBilling(psychologist.id)).json();
    expect(afterPriceChange.bills.map((bill: { month: string; totalAmountCents: number }) => [bill.month, bill.totalAmountCents])).toEqual([
      [month, 24000],
      [twoMonthsAgo(), 9550],
    ]);

    const paid = await act(psychologist.id, month, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', totalAmountCents: 24000 });
    expect(paid.json().paymentDate).toEqual(expect.any(String));
    expect((await getBilling(psychologist.id)).json().summary).toEqual({ totalConsultations: 4, pendingAmountCents: 9550, paidBillsCount: 1 });
    // The document stays downloadable.
    expect((await download(psychologist.id, month)).statusCode).toBe(200);

    const actions = (await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, psychologist.id))).map((entry) => entry.action);
    expect(actions).toEqual(['bill.document-uploaded', 'bill.validated', 'bill.paid']);
  });

  it('replaces the document until the month is closed, and removes the old bytes', async () => {
    const psychologist = await psychologistWithConsultations();
    const month = lastMonth();
    await upload(psychologist.id, month, multipartFile('premiere.pdf', SAMPLE_PDF));
    const firstId = (await billOf(psychologist.id, month)).documentFileId!;
    const replaced = await upload(psychologist.id, month, multipartFile('scan.png', SAMPLE_PNG));
    expect(replaced.json().document).toMatchObject({ fileName: 'scan.png', mediaType: 'image/png' });
    expect(await testApp.services.fileStorage.read(firstId)).toBeUndefined();
    expect(await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, firstId))).toEqual([]);
    expect((await download(psychologist.id, month)).rawPayload.equals(SAMPLE_PNG)).toBe(true);

    expect((await act(psychologist.id, month, 'validate')).statusCode).toBe(200);
    const afterClose = await upload(psychologist.id, month, multipartFile('autre.jpg', SAMPLE_JPEG));
    expect(afterClose.statusCode).toBe(409);
    expect(afterClose.json().message).toBe(billMessages.closedBill);
    expect((await download(psychologist.id, month)).rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });
});

describe('when the old bytes cannot be removed', () => {
  it('keeps the replacement and answers it: the leftover file is logged, not the admin’s problem', async () => {
    const psychologist = await psychologistWithConsultations();
    const month = lastMonth();
    await upload(psychologist.id, month, multipartFile('premiere.pdf', SAMPLE_PDF));
    const storage = testApp.services.fileStorage;
    const remove = storage.remove;
    storage.remove = async () => {
      throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    };
    try {
      const replaced = await upload(psychologist.id, month, multipartFile('scan.png', SAMPLE_PNG));
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().document).toMatchObject({ fileName: 'scan.png', mediaType: 'image/png' });
      // A refused upload keeps its own answer when its bytes cannot be removed either.
      await act(psychologist.id, month, 'validate');
      const afterClose = await upload(psychologist.id, month, multipartFile('autre.jpg', SAMPLE_JPEG));
      expect(afterClose.statusCode).toBe(409);
      expect(afterClose.json().message).toBe(billMessages.closedBill);
    } finally {
      storage.remove = remove;
    }
    expect((await download(psychologist.id, month)).rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });
});

describe('refusals, with nothing changed', () => {
  it.each([
    ['an HTML page named .pdf', multipartFile('facture.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'application/pdf'), 400, billMessages.documentContent],
    ['a PNG named .pdf', multipartFile('facture.pdf', SAMPLE_PNG), 400, billMessages.documentContent],
    ['a text file', multipartFile('facture.txt', Buffer.from('bonjour')), 400, billMessages.documentType],
    ['a PDF without extension', multipartFile('facture', SAMPLE_PDF), 400, billMessages.documentType],
    ['an empty file', multipartFile('facture.pdf', Buffer.alloc(0)), 400, billMessages.documentEmpty],
    ['a file over 10 MB', multipartFile('facture.pdf', Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024)])), 413, billMessages.documentTooLarge],
  ])('refuses %s', async (_name, file, status, message) => {
    const psychologist = await psychologistWithConsultations();
    const response = await upload(psychologist.id, lastMonth(), file);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await billOf(psychologist.id, lastMonth())).toBeUndefined();
    expect((await getBilling(psychologist.id)).json().bills[0].status).toBe('pending');
  });

  it('refuses an upload that is not multipart, or has no file', async () => {
    const psychologist = await psychologistWithConsultations();
    const json = await testApp.app.inject({ method: 'POST', url: billUrl(psychologist.id, lastMonth(), 'document'), headers: { authorization: tech }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(billMessages.documentMissing);
    const boundary = 'vide';
    const empty = await testApp.app.inject({
      method: 'POST',
      url: billUrl(psychologist.id, lastMonth(), 'document'),
      headers: { authorization: tech, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses out-of-order steps: close without a document, pay before closing, twice the same step', async () => {
    const psychologist = await psychologistWithConsultations();
    const month = lastMonth();
    const closeFirst = await act(psychologist.id, month, 'validate');
    expect(closeFirst.statusCode).toBe(409);
    expect(closeFirst.json().message).toBe(billMessages.validateNeedsDocument);
    expect((await act(psychologist.id, month, 'pay')).json().message).toBe(billMessages.payNeedsValidation);
    await upload(psychologist.id, month, multipartFile('facture.pdf', SAMPLE_PDF));
    const payUploaded = await act(psychologist.id, month, 'pay');
    expect(payUploaded.statusCode).toBe(409);
    expect(payUploaded.json().message).toBe(billMessages.payNeedsValidation);
    expect((await act(psychologist.id, month, 'validate')).statusCode).toBe(200);
    expect((await act(psychologist.id, month, 'validate')).json().message).toBe(billMessages.alreadyValidated);
    expect((await act(psychologist.id, month, 'pay')).statusCode).toBe(200);
    const payAgain = await act(psychologist.id, month, 'pay');
    expect(payAgain.statusCode).toBe(409);
    expect(payAgain.json().message).toBe(billMessages.alreadyPaid);
  });

  it('refuses the current month, a future month, a month without consultations, a malformed month, another account and no document', async () => {
    const psychologist = await psychologistWithConsultations();
    const current = parisMonthKey(testApp.clock.now());
    for (const month of [current, shiftMonthKey(current, 1)]) {
      const response = await upload(psychologist.id, month, multipartFile('facture.pdf', SAMPLE_PDF));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(billMessages.monthNotOver);
      expect((await act(psychologist.id, month, 'validate')).statusCode).toBe(409);
    }
    const emptyMonth = await upload(psychologist.id, shiftMonthKey(current, -5), multipartFile('facture.pdf', SAMPLE_PDF));
    expect(emptyMonth.statusCode).toBe(404);
    expect(emptyMonth.json().message).toBe(billMessages.billNotFound);
    const malformed = await act(psychologist.id, '2026-13', 'validate');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(billMessages.invalidMonth);
    const employee = await createEmployee(testApp.db);
    expect((await act(employee.id, lastMonth(), 'validate')).statusCode).toBe(404);
    const noDocument = await download(psychologist.id, lastMonth());
    expect(noDocument.statusCode).toBe(404);
    expect(noDocument.json().message).toBe(billMessages.noDocument);
    expect(await testApp.db.select().from(psychologistBills).where(eq(psychologistBills.doctorId, psychologist.id))).toEqual([]);
  });

  it('refuses every billing action to a SITE administrator', async () => {
    const psychologist = await psychologistWithConsultations();
    const month = lastMonth();
    expect((await upload(psychologist.id, month, multipartFile('facture.pdf', SAMPLE_PDF), site)).statusCode).toBe(403);
    expect((await act(psychologist.id, month, 'validate', site)).statusCode).toBe(403);
    expect((await act(psychologist.id, month, 'pay', site)).statusCode).toBe(403);
    expect((await download(psychologist.id, month, site)).statusCode).toBe(403);
    expect(await billOf(psychologist.id, month)).toBeUndefined();
  });
});

describe('settings', () => {
  it('gives a TECH administrator the effective settings', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { authorization: tech } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      consultationPriceCents: 8000,
      defaultConsultationPriceCents: 8000,
      bookingWindowMonths: 3,
      lateCancellationHours: 48,
      joinWindowMinutes: 15,
      consultationLengthMinutes: 60,
      isSmtpEnabled: false,
      videoProvider: 'jitsi',
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { authorization: site } })).statusCode).toBe(403);
  });

  it('changes the consultation price within 1 to 1000 €, to the cent, audited', async () => {
    const changed = await setPrice(92.5);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().consultationPriceCents).toBe(9250);
    const [entry] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'settings.consultation-price.updated')).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ actorUserId: techId, details: { previousCents: 8000, cents: 9250 } });
  });

  it.each([
    [0, settingsMessages.price],
    [0.99, settingsMessages.price],
    [1000.01, settingsMessages.price],
    [-80, settingsMessages.price],
    [80.555, settingsMessages.priceCents],
    ['80', settingsMessages.price],
    [null, settingsMessages.price],
  ])('refuses %s with a French message and keeps the price', async (value, message) => {
    await setPrice(70);
    const response = await setPrice(value);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors.consultationPriceEuros).toBe(message);
    const settings = await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { authorization: tech } });
    expect(settings.json().consultationPriceCents).toBe(7000);
    expect((await setPrice(90, site)).statusCode).toBe(403);
  });
});
