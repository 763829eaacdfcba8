import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DATA_EXPORT_LIFETIME_HOURS, NEUTRAL_MAIL_SUBJECT, personalDataMessages } from '@parenthese/shared';
import { creditLedger, dataExports, psychologists, employeeMailPreferences, employees, mailOutbox, meetings, sessions, users, waitingListEntries, waitingListOffers } from '../../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, weekdayAt } from '../../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import type { PersonalDataDocument } from './content';
import { deleteExpiredDataExports } from './repository';

const HOUR_MS = 3_600_000;
const SCRIPT_MOTIVE = '<script>alert(1)</script>';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const call = (method: 'GET' | 'POST', url: string, authorization: string) => testApp.app.inject({ method, url: `/api/employee-service${url}`, headers: { authorization } });

let worlds = 0;

/** Two employees of one company, each with consultations (with motives) and mails; the first has a rating, a cancellation and a session. */
async function world() {
  const db = testApp.db;
  worlds += 1;
  const company = await createCompany(db, { name: `Boulangerie Lefèvre ${worlds}` });
  const psychologist = await createPsychologist(db);
  const owner = await createEmployee(db, { companyId: company.id, phoneNumber: '0698765432' });
  const other = await createEmployee(db, { companyId: company.id, phoneNumber: '0611111111' });
  await db.update(employees).set({ firstName: 'Camille', lastName: 'Durandal', service: 'Logistique', job: 'Cariste' }).where(eq(employees.userId, owner.id));
  await db.update(employees).set({ firstName: 'Zéphyrin', lastName: 'Quenouille', service: 'Compta', job: 'Comptable' }).where(eq(employees.userId, other.id));
  await db
    .update(users)
    .set({ lastLoginAt: new Date(testApp.clock.now().getTime() - 2 * HOUR_MS) })
    .where(eq(users.id, owner.id));

  const past = await createBookedConsultation(db, {
    doctorId: psychologist.id,
    employee: owner,
    startsAt: new Date(testApp.clock.now().getTime() - 3 * 24 * HOUR_MS),
    subject: 'Fatigue et surcharge au travail',
    doctorDecision: 'ACCEPTED',
  });
  await db
    .update(meetings)
    // The psychologist marked it missed (decision 0062): the owner's export says so.
    .set({ rating: 4, ratedAt: new Date(testApp.clock.now().getTime() - 2 * 24 * HOUR_MS), employeeNoShowAt: new Date(testApp.clock.now().getTime() - 2 * 24 * HOUR_MS) })
    .where(eq(meetings.id, past.id));
  const upcoming = await createBookedConsultation(db, { doctorId: psychologist.id, employee: owner, startsAt: weekdayAt(5, 10, testApp.clock.now()), subject: SCRIPT_MOTIVE, meetingType: 'TEAMS' });
  await db.update(meetings).set({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', cancelledAt: testApp.clock.now(), isLateCancellation: true }).where(eq(meetings.id, upcoming.id));
  await createBookedConsultation(db, { doctorId: psychologist.id, employee: other, startsAt: weekdayAt(6, 11, testApp.clock.now()), subject: 'Motif secret de Zéphyrin' });

  await db.insert(mailOutbox).values([
    {
      kind: 'booking-confirmation',
      fromAddress: 'noreply@parenthese.fr',
      toAddress: owner.email!,
      subject: 'Votre consultation est réservée',
      textBody: 'Bonjour Camille, votre consultation est réservée.',
    },
    { kind: 'booking-confirmation', fromAddress: 'noreply@parenthese.fr', toAddress: other.email!, subject: 'Votre rendez-vous Zéphyrin', textBody: 'Bonjour Zéphyrin Quenouille.' },
  ]);
  const authorization = await bearerFor(testApp, owner);
  const otherAuthorization = await bearerFor(testApp, other);
  return { company, psychologist, owner, other, authorization, otherAuthorization };
}

async function prepared(authorization: string) {
  const asked = await call('POST', '/employee/data/export', authorization);
  expect(asked.statusCode).toBe(200);
  await testApp.services.jobs.runDue();
  return asked.json().export.id as string;
}

const download = (authorization: string, id: string, format: 'json' | 'html') => call('GET', `/employee/data/export/${id}/download?format=${format}`, authorization);

describe('the psychologist in the export (decision 0061)', () => {
  it('shows the presentation as it stands now, never the surname or a contact, and nothing once it is withdrawn', async () => {
    const { owner, authorization } = await world();
    const [{ doctorId: psychologistId }] = await testApp.db.select({ doctorId: meetings.doctorId }).from(meetings).where(eq(meetings.employeeId, owner.id)).limit(1);
    const [psychologist] = await testApp.db.select().from(psychologists).where(eq(psychologists.userId, psychologistId));
    const [account] = await testApp.db.select().from(users).where(eq(users.id, psychologistId));
    const psychologistAuthorization = await bearerFor(testApp, { id: psychologistId, role: 'DOCTOR' });
    const write = (approach: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/doctor/presentation',
        headers: { authorization: psychologistAuthorization },
        payload: { firstName: 'Maëlle', formOfAddress: 'LA_PSYCHOLOGUE', approach, languages: ['FR', 'EN'] },
      });
    expect((await write('Une première approche.')).statusCode).toBe(200);
    expect((await write('Thérapies brèves, écoute.')).statusCode).toBe(200);

    const id = await prepared(authorization);
    const data = (await download(authorization, id, 'json')).json() as PersonalDataDocument;
    expect(data.consultations.map((row) => row.psychologist)).toEqual([
      { firstName: 'Maëlle', approach: 'Thérapies brèves, écoute.' },
      { firstName: 'Maëlle', approach: 'Thérapies brèves, écoute.' },
    ]);
    const html = (await download(authorization, id, 'html')).body;
    expect(html).toContain('Maëlle');
    expect(html).toContain('Thérapies brèves, écoute.');
    for (const file of [JSON.stringify(data), html]) {
      for (const secret of ['Une première approche', psychologist.lastName, psychologist.adeliNumber, psychologist.phoneNumber, account.email!, psychologistId]) expect(file).not.toContain(secret);
    }

    // Withdrawn: gone from past consultations too.
    expect((await testApp.app.inject({ method: 'DELETE', url: '/api/doctor/presentation', headers: { authorization: psychologistAuthorization } })).statusCode).toBe(200);
    const again = await prepared(authorization);
    const after = (await download(authorization, again, 'json')).json() as PersonalDataDocument;
    expect(after.consultations.map((row) => row.psychologist)).toEqual([null, null]);
    const afterHtml = (await download(authorization, again, 'html')).body;
    expect(afterHtml).not.toContain('Maëlle');
    expect(afterHtml).toContain('Votre psychologue');
  });
});

describe('the export of an employee’s data', () => {
  it('is asked for, refused twice while preparing, then ready for 24 hours', async () => {
    const { authorization } = await world();
    const asked = await call('POST', '/employee/data/export', authorization);
    expect(asked.statusCode).toBe(200);
    const { export: first } = asked.json();
    expect(first).toMatchObject({ status: 'PREPARING', readyAt: null, expiresAt: null });

    const again = await call('POST', '/employee/data/export', authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(personalDataMessages.exportAlreadyPreparing);
    const early = await download(authorization, first.id, 'json');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(personalDataMessages.exportNotReady);
    expect((await call('GET', '/employee/data/export', authorization)).json().export).toMatchObject({ id: first.id, status: 'PREPARING' });

    await testApp.services.jobs.runDue();
    const { export: ready } = (await call('GET', '/employee/data/export', authorization)).json();
    expect(ready).toMatchObject({ id: first.id, status: 'READY' });
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(DATA_EXPORT_LIFETIME_HOURS * HOUR_MS);

    // A new request replaces the ready one.
    const replaced = await call('POST', '/employee/data/export', authorization);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().export.id).not.toBe(first.id);
    expect((await download(authorization, first.id, 'json')).statusCode).toBe(404);
  });

  it('refuses a second export in preparation even when both requests come at once (the partial unique index)', async () => {
    const { authorization } = await world();
    const answers = await Promise.all([call('POST', '/employee/data/export', authorization), call('POST', '/employee/data/export', authorization)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await expect(
      testApp.db.insert(dataExports).values({
        userId: (
          await testApp.db
            .select({ userId: dataExports.userId })
            .from(dataExports)
            .where(eq(dataExports.id, answers.find((a) => a.statusCode === 200)!.json().export.id))
        )[0].userId,
      }),
    ).rejects.toThrow();
  });

  it('holds every personal datum of its owner, field by field, and nothing of a colleague', async () => {
    const { company, owner, other, authorization } = await world();
    const id = await prepared(authorization);
    const answer = await download(authorization, id, 'json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="mes-donnees-parenthese-\d{4}-\d{2}-\d{2}\.json"/);
    expect(answer.headers['cache-control']).toContain('no-store');
    const data = answer.json() as PersonalDataDocument;

    const [user] = await testApp.db.select().from(users).where(eq(users.id, owner.id));
    const [employee] = await testApp.db.select().from(employees).where(eq(employees.userId, owner.id));
    expect(data.account).toEqual({
      identifier: user.username,
      email: user.email,
      firstName: 'Camille',
      lastName: 'Durandal',
      phoneNumber: '0698765432',
      service: 'Logistique',
      job: 'Cariste',
      companyName: company.name,
      createdAt: user.createdAt.toISOString(),
      lastSignInAt: user.lastLoginAt!.toISOString(),
      isFirstConnection: false,
      availableCredits: employee.availableCredits,
      grantedCredits: employee.creditsFromCompany,
      hasSecondFactor: false,
    });

    const ownConsultations = await testApp.db
      .select()
      .from(meetings)
      .innerJoin(psychologists, eq(psychologists.userId, meetings.doctorId))
      .where(eq(meetings.employeeId, owner.id))
      .orderBy(asc(meetings.startsAt));
    expect(data.consultations).toHaveLength(2);
    ownConsultations.forEach(({ meetings: row }, index) => {
      expect(data.consultations[index]).toEqual({
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        mode: row.meetingType,
        category: row.category,
        motive: row.subject,
        status: row.status,
        bookedAt: row.bookedAt?.toISOString() ?? null,
        psychologistDecision: row.doctorDecision,
        cancelledBy: row.cancelledBy,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        isLateCancellation: row.isLateCancellation,
        rating: row.rating,
        ratedAt: row.ratedAt?.toISOString() ?? null,
        reportedNotHeldAt: row.doctorNoShowAt?.toISOString() ?? null,
        markedAbsentAt: row.employeeNoShowAt?.toISOString() ?? null,
        // No presentation written: the psychologist is « Votre psychologue » (decision 0061).
        psychologist: null,
      });
    });
    expect(data.consultations.map((row) => row.motive)).toEqual(['Fatigue et surcharge au travail', SCRIPT_MOTIVE]);
    expect(data.consultations[0]).toMatchObject({ rating: 4, reportedNotHeldAt: null });
    expect(data.consultations[0].markedAbsentAt).toEqual(expect.any(String));
    expect(data.consultations[1]).toMatchObject({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: true });

    const ledger = await testApp.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.account, 'EMPLOYEE'), eq(creditLedger.employeeId, owner.id)))
      .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
    expect(ledger.length).toBeGreaterThanOrEqual(3);
    expect(data.creditMovements).toEqual(ledger.map((row) => ({ date: row.createdAt.toISOString(), delta: row.delta, reason: row.reason })));

    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email!));
    expect(mails).toHaveLength(1);
    expect(data.mails).toEqual(mails.map((row) => ({ date: row.createdAt.toISOString(), to: row.toAddress, subject: row.subject, textBody: row.textBody, status: row.status, sentAt: null })));

    const ownSessions = await testApp.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(ownSessions).toHaveLength(1);
    expect(data.sessions).toEqual([
      {
        device: ownSessions[0].deviceLabel,
        startedAt: ownSessions[0].createdAt.toISOString(),
        lastUsedAt: ownSessions[0].lastUsedAt.toISOString(),
        endedAt: null,
        expiresAt: ownSessions[0].expiresAt.toISOString(),
      },
    ]);
    expect(data.sessions[0].device).not.toBe('');
    expect(data.invitation).toBeNull();
    expect(data.pendingEmailChange).toBeNull();
    // No choice made: the sign-in email and neutral subjects.
    expect(data.mailPreferences).toEqual({ contactEmail: null, pendingContactEmail: null, pendingContactEmailExpiresAt: null, isDetailedSubject: false });
    expect(data.auditJournal.map((row) => row.action)).toEqual(['personal-data.export-requested']);

    const html = (await download(authorization, id, 'html')).body;
    const json = answer.body;
    // Nothing of the colleague: names, identifier, email, phone, motive, mail.
    for (const secret of ['Zéphyrin', 'Quenouille', other.username!, other.email!, '0611111111', 'Motif secret', 'Comptable']) {
      expect(json).not.toContain(secret);
      expect(html).not.toContain(secret);
    }
    // Never a password, a hash, a token, nor the psychologist's name or contact: the app never tells the employee (decision 0061).
    const [psychologist] = ownConsultations.map((row) => row.doctors);
    for (const secret of [user.passwordHash, 'password', 'psy-', '0611223344', psychologist.firstName, psychologist.lastName]) {
      expect(json).not.toContain(secret);
      expect(html).not.toContain(secret);
    }
    for (const datum of ['Camille', 'Durandal', 'Boulangerie Lef', 'Fatigue et surcharge au travail', 'Votre consultation est réservée', owner.email!, '0698765432']) expect(html).toContain(datum);
  });

  it('holds the personal address for mails, the one waiting for its link, and the subject choice (decision 0047)', async () => {
    const { owner, other, authorization } = await world();
    const pendingExpiresAt = new Date(testApp.clock.now().getTime() + 40 * HOUR_MS);
    await testApp.db.insert(employeeMailPreferences).values([
      { userId: owner.id, contactEmail: 'camille.perso@exemple.fr', pendingContactEmail: 'camille.nouvelle@exemple.fr', pendingTokenHash: 'a'.repeat(64), pendingExpiresAt, isDetailedSubject: true },
      { userId: other.id, contactEmail: 'zephyrin.perso@exemple.fr' },
    ]);
    const id = await prepared(authorization);

    const data = (await download(authorization, id, 'json')).json() as PersonalDataDocument;
    expect(data.mailPreferences).toEqual({
      contactEmail: 'camille.perso@exemple.fr',
      pendingContactEmail: 'camille.nouvelle@exemple.fr',
      pendingContactEmailExpiresAt: pendingExpiresAt.toISOString(),
      isDetailedSubject: true,
    });
    const html = (await download(authorization, id, 'html')).body;
    expect(html).toContain('<caption>Messages de Parenthèse</caption>');
    for (const datum of ['camille.perso@exemple.fr', 'camille.nouvelle@exemple.fr', 'Lien de confirmation valable jusqu’au', 'Détaillé']) expect(html).toContain(datum);
    // Neither the link's hash nor the colleague's address.
    for (const secret of ['a'.repeat(64), 'zephyrin.perso@exemple.fr']) {
      expect(JSON.stringify(data)).not.toContain(secret);
      expect(html).not.toContain(secret);
    }
  });

  it('holds the waiting list: the places kept and the freed slots offered, never the psychologist nor the link (decision 0067)', async () => {
    const { psychologist, owner, other, authorization } = await world();
    const createdAt = new Date(testApp.clock.now().getTime() - 2 * 24 * HOUR_MS);
    const period = { periodStartsAt: weekdayAt(1, 0, testApp.clock.now()), periodEndsBefore: weekdayAt(15, 0, testApp.clock.now()) };
    const expiresAt = new Date(createdAt.getTime() + 30 * 24 * HOUR_MS);
    await testApp.db.insert(waitingListEntries).values([
      { employeeId: owner.id, category: 'Psychologue clinicien', meetingType: 'PHONE', ...period, createdAt, expiresAt },
      { employeeId: other.id, category: 'Psychologue du travail', meetingType: 'TEAMS', ...period, createdAt, expiresAt },
    ]);
    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(7, 15, testApp.clock.now()));
    const offeredAt = new Date(testApp.clock.now().getTime() - HOUR_MS);
    await testApp.db.insert(waitingListOffers).values([
      { employeeId: owner.id, meetingId: slot.id, category: 'Psychologue clinicien', meetingType: 'PHONE', tokenHash: 'b'.repeat(64), createdAt: offeredAt },
      { employeeId: other.id, meetingId: slot.id, category: 'Psychologue du travail', meetingType: 'TEAMS', tokenHash: 'c'.repeat(64), createdAt: offeredAt },
    ]);
    const id = await prepared(authorization);

    const data = (await download(authorization, id, 'json')).json() as PersonalDataDocument;
    expect(data.waitingList).toEqual({
      entries: [
        {
          category: 'Psychologue clinicien',
          mode: 'PHONE',
          periodStartsAt: period.periodStartsAt.toISOString(),
          periodEndsBefore: period.periodEndsBefore.toISOString(),
          createdAt: createdAt.toISOString(),
          expiresAt: expiresAt.toISOString(),
        },
      ],
      offers: [{ receivedAt: offeredAt.toISOString(), slotStartsAt: slot.startsAt.toISOString(), category: 'Psychologue clinicien', mode: 'PHONE', usedAt: null }],
    });
    const html = (await download(authorization, id, 'html')).body;
    expect(html).toContain('<caption>Votre liste d’attente</caption>');
    expect(html).toContain('<caption>Créneaux libérés qui vous ont été proposés</caption>');
    expect(html).toContain('Téléphone');
    // Neither the link's hash, the psychologist, nor the colleague's place.
    for (const secret of ['b'.repeat(64), 'c'.repeat(64), psychologist.id, slot.id, 'Psychologue du travail']) {
      expect(JSON.stringify(data)).not.toContain(secret);
      expect(html).not.toContain(secret);
    }
  });

  it('says on the page that the subjects are neutral and the mails go to the sign-in address when no choice was made', async () => {
    const { authorization } = await world();
    const html = (await download(authorization, await prepared(authorization), 'html')).body;
    expect(html).toContain('Aucune : les messages vont à votre adresse de connexion');
    expect(html).toContain(`Neutre (« ${NEUTRAL_MAIL_SUBJECT} »)`);
    expect(html).not.toContain('Lien de confirmation valable');
  });

  it('writes a readable French page that escapes every value', async () => {
    const { authorization } = await world();
    const id = await prepared(authorization);
    const answer = await download(authorization, id, 'html');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['content-disposition']).toMatch(/filename="mes-donnees-parenthese-\d{4}-\d{2}-\d{2}\.html"/);
    expect(answer.body).toContain('<html lang="fr">');
    expect(answer.body).toContain('<caption>Vos consultations</caption>');
    expect(answer.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer.body).not.toContain(SCRIPT_MOTIVE);
    expect(answer.body).not.toMatch(/<script/i);
  });

  it('is its owner’s only: another employee gets 404, a psychologist 403, an unknown id 404', async () => {
    const { authorization, otherAuthorization, psychologist } = await world();
    const id = await prepared(authorization);
    const stolen = await download(otherAuthorization, id, 'json');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(personalDataMessages.exportNotFound);
    expect((await call('GET', '/employee/data/export', otherAuthorization)).json()).toEqual({ export: null });
    expect((await download(await bearerFor(testApp, psychologist), id, 'json')).statusCode).toBe(403);
    expect((await download(authorization, '00000000-0000-4000-8000-000000000000', 'json')).statusCode).toBe(404);
    expect((await download(authorization, id, 'pdf' as 'json')).statusCode).toBe(400);
  });

  it('expires 24 hours after it is ready, and the retention deletes it', async () => {
    const { owner, authorization } = await world();
    const id = await prepared(authorization);
    // As if a day and a minute had passed.
    const shift = sql`${DATA_EXPORT_LIFETIME_HOURS * HOUR_MS + 60_000} * interval '1 millisecond'`;
    await testApp.db
      .update(dataExports)
      .set({ requestedAt: sql`requested_at - ${shift}`, readyAt: sql`ready_at - ${shift}`, expiresAt: sql`expires_at - ${shift}` })
      .where(eq(dataExports.id, id));
    expect((await call('GET', '/employee/data/export', authorization)).json()).toEqual({ export: null });
    expect((await download(authorization, id, 'json')).statusCode).toBe(404);

    // A stuck one, a day old, goes too; a fresh one in preparation stays.
    const [stuck] = await testApp.db
      .insert(dataExports)
      .values({ userId: owner.id, status: 'FAILED', requestedAt: new Date(testApp.clock.now().getTime() - 25 * HOUR_MS) })
      .returning();
    expect(await deleteExpiredDataExports(testApp.db, testApp.clock.now())).toBe(2);
    const gone = await testApp.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, owner.id));
    expect(gone.map((row) => row.id)).not.toContain(stuck.id);
    expect(gone).toEqual([]);
    const fresh = (await call('POST', '/employee/data/export', authorization)).json().export.id;
    expect(await deleteExpiredDataExports(testApp.db, testApp.clock.now())).toBe(0);
    const left = await testApp.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, owner.id));
    expect(left.map((row) => row.id)).toEqual([fresh]);
  });

  it('is written once: the job run again changes nothing', async () => {
    const { authorization } = await world();
    const id = await prepared(authorization);
    const [before] = await testApp.db.select().from(dataExports).where(eq(dataExports.id, id));
    await testApp.services.dataExports.run(id);
    await testApp.services.dataExports.run(id);
    const [after] = await testApp.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(after).toEqual(before);
    expect(before.jsonEncrypted).not.toContain('Camille');
  });

  it('is marked FAILED after its last try, then may be asked for again', async () => {
    const { owner, authorization } = await world();
    const asked = (await call('POST', '/employee/data/export', authorization)).json().export.id;
    // Without its employee row the account cannot be read: every run throws.
    await testApp.db.delete(employees).where(eq(employees.userId, owner.id));
    await testApp.services.jobs.runDue({ ignoreStartAfter: true });
    const { export: failed } = (await call('GET', '/employee/data/export', authorization)).json();
    expect(failed).toMatchObject({ id: asked, status: 'FAILED', readyAt: null });
    expect((await download(authorization, asked, 'json')).statusCode).toBe(404);
    const again = await call('POST', '/employee/data/export', authorization);
    expect(again.statusCode).toBe(200);
    expect(again.json().export.id).not.toBe(asked);
  });
});
