import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeSeesOfPsychologist, presentationMessages, PRESENTATION_APPROACH_MAX_LENGTH, type AuditLogEntry } from '@parenthese/shared';
import { auditLog, psychologistPresentations, users } from '../../db/schema';
import { createAdmin, createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createSlot, offeredSlots, searchSlots, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Psychologist presentations and « Choisir ma psychologue » (decision 0061).

let testApp: TestApp;
// The shared machine of the helpers' runs can take more than the default minute to build the database.
beforeAll(async () => {
  testApp = await createTestApp();
}, 240_000);
afterAll(async () => testApp.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const inject = (method: Method, url: string, authorization: string, payload?: object) => testApp.app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

const presentationsOf = (psychologistId: string) => testApp.db.select().from(psychologistPresentations).where(eq(psychologistPresentations.doctorId, psychologistId));

const marion = { firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Thérapies cognitives et comportementales, à votre rythme.', languages: ['FR', 'EN'] };

async function presentedPsychologist(options: Parameters<typeof createPsychologist>[1] = {}, presentation: object = marion) {
  const psychologist = await createPsychologist(testApp.db, options);
  const authorization = await bearerFor(testApp, psychologist);
  const saved = await inject('PUT', '/doctor/presentation', authorization, presentation);
  expect(saved.statusCode, saved.body).toBe(200);
  return { psychologist, authorization };
}

async function employeeWithCredits() {
  const company = await createCompany(testApp.db, { creditsAmount: 10 });
  const employee = await createEmployee(testApp.db, { companyId: company.id, credits: 3, phoneNumber: '0612345678' });
  return { employee, authorization: await bearerFor(testApp, employee) };
}

const choices = (authorization: string, category: string, meetingType = 'TEAMS') =>
  inject('GET', `/employee-service/psychologists?doctorCategoryName=${encodeURIComponent(category)}&meetingType=${meetingType}`, authorization);

const findSlots = (authorization: string, category: string, presentationId?: string) =>
  searchSlots(testApp.app, authorization, {
    category,
    from: new Date(testApp.clock.now().getTime() - 86_400_000),
    before: new Date(testApp.clock.now().getTime() + 60 * 86_400_000),
    presentationId,
  });
const slotIds = (response: { json: () => unknown }) => offeredSlots(response).map((slot) => slot.meetingId);

describe('a psychologist’s presentation in « Mon profil »', () => {
  it('is written, changed in place (same public id), read back and withdrawn by its psychologist only', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const authorization = await bearerFor(testApp, psychologist);
    expect((await inject('GET', '/doctor/presentation', authorization)).json()).toEqual({ presentation: null });

    const written = await inject('PUT', '/doctor/presentation', authorization, { ...marion, firstName: '  Marion  ' });
    expect(written.statusCode).toBe(200);
    expect(written.json().presentation).toMatchObject({ firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', languages: ['FR', 'EN'] });
    const [{ id: firstId }] = await presentationsOf(psychologist.id);

    const changed = await inject('PUT', '/doctor/presentation', authorization, { ...marion, formOfAddress: 'LE_PSYCHOLOGUE', firstName: 'Marin', languages: ['ES'] });
    expect(changed.json().presentation).toMatchObject({ firstName: 'Marin', formOfAddress: 'LE_PSYCHOLOGUE', languages: ['ES'] });
    const rows = await presentationsOf(psychologist.id);
    expect(rows.map((row) => row.id)).toEqual([firstId]);

    // Another psychologist sees only their own (none).
    const other = await createPsychologist(testApp.db);
    expect((await inject('GET', '/doctor/presentation', await bearerFor(testApp, other))).json()).toEqual({ presentation: null });

    const withdrawn = await inject('DELETE', '/doctor/presentation', authorization);
    expect(withdrawn.json()).toEqual({ presentation: null });
    // Asked again, the same state.
    expect((await inject('DELETE', '/doctor/presentation', authorization)).json()).toEqual({ presentation: null });
    expect(await presentationsOf(psychologist.id)).toEqual([]);
  });

  it('is audited for TECH at each change: who, and that it changed, never what it says', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const authorization = await bearerFor(testApp, psychologist);
    const approach = 'Approche intégrative ZQW-917, en français.';
    expect((await inject('PUT', '/doctor/presentation', authorization, { ...marion, firstName: 'Gwenaëlle', approach })).statusCode).toBe(200);
    expect((await inject('PUT', '/doctor/presentation', authorization, { ...marion, firstName: 'Gwenaëlle', approach: `${approach} Et en anglais.` })).statusCode).toBe(200);
    expect((await inject('DELETE', '/doctor/presentation', authorization)).statusCode).toBe(200);
    // Withdrawn already: nothing changed, nothing written.
    expect((await inject('DELETE', '/doctor/presentation', authorization)).statusCode).toBe(200);

    const rows = await testApp.db.select().from(auditLog).where(eq(auditLog.actorUserId, psychologist.id)).orderBy(auditLog.createdAt);
    const presentationRows = rows.filter((row) => row.action.startsWith('presentation.'));
    expect(presentationRows.map((row) => [row.action, row.actorRole, row.targetType, row.targetId])).toEqual([
      ['presentation.saved', 'DOCTOR', 'doctor', psychologist.id],
      ['presentation.saved', 'DOCTOR', 'doctor', psychologist.id],
      ['presentation.withdrawn', 'DOCTOR', 'doctor', psychologist.id],
    ]);
    expect(JSON.stringify(presentationRows)).not.toMatch(/ZQW-917|Gwenaëlle/);

    // In the journal TECH reads, under the psychologist's name, in French, with nothing of the text.
    const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const journal = await testApp.app.inject({ method: 'GET', url: `/api/admin/audit?actorId=${psychologist.id}`, headers: { authorization: await bearerFor(testApp, tech) } });
    expect(journal.statusCode, journal.body).toBe(200);
    const { items } = journal.json() as { items: AuditLogEntry[] };
    expect(items.map((item) => [item.actionLabel, item.actor.kind, item.actor.id])).toEqual([
      ['Présentation retirée par le psychologue', 'doctor', psychologist.id],
      ['Présentation écrite ou modifiée par le psychologue', 'doctor', psychologist.id],
      ['Présentation écrite ou modifiée par le psychologue', 'doctor', psychologist.id],
    ]);
    expect(journal.body).not.toMatch(/ZQW-917|Gwenaëlle/);
  });

  it('refuses bad input in French (400) and other roles (403)', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const authorization = await bearerFor(testApp, psychologist);
    const cases: [object, string][] = [
      [{ ...marion, firstName: '   ' }, presentationMessages.firstName],
      [{ ...marion, approach: 'a'.repeat(PRESENTATION_APPROACH_MAX_LENGTH + 1) }, `Maximum ${PRESENTATION_APPROACH_MAX_LENGTH} caractères`],
      [{ ...marion, approach: '' }, presentationMessages.approach],
      [{ ...marion, languages: [] }, presentationMessages.languages],
      [{ ...marion, languages: ['XX'] }, presentationMessages.unknownLanguage],
      [{ ...marion, languages: ['FR', 'FR'] }, presentationMessages.duplicateLanguage],
      [{ ...marion, formOfAddress: 'LA_DOCTEURE' }, presentationMessages.formOfAddress],
      [{ ...marion, firstName: 'Ma\u0007rion' }, 'Ce champ contient des caractères non autorisés'],
      [{ ...marion, firstName: '=HYPERLINK("x")' }, 'formule'],
    ];
    for (const [payload, message] of cases) {
      const response = await inject('PUT', '/doctor/presentation', authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await inject('GET', '/doctor/presentation', authorization)).json()).toEqual({ presentation: null });
    // The approach keeps its line breaks: it is multi-line text.
    expect((await inject('PUT', '/doctor/presentation', authorization, { ...marion, approach: 'Écoute.\nThérapies brèves.' })).json().presentation.approach).toBe('Écoute.\nThérapies brèves.');

    const { authorization: employeeAuthorization } = await employeeWithCredits();
    expect((await inject('PUT', '/doctor/presentation', employeeAuthorization, marion)).statusCode).toBe(403);
    expect((await choices(authorization, 'Psychologue social')).statusCode).toBe(403);
  });
});

describe('« Choisir ma psychologue »', () => {
  it('lists the presented psychologists of the category and mode with a free hour, and nobody else', async () => {
    const category = 'Neuropsychologue';
    const { psychologist: chosen } = await presentedPsychologist({ categories: [category] });
    await createSlot(testApp.db, chosen.id, weekdayAt(3, 10, testApp.clock.now()));
    // Without a presentation, with no free hour, of another category, without video, locked: none is listed.
    const unpresented = await createPsychologist(testApp.db, { categories: [category] });
    await createSlot(testApp.db, unpresented.id, weekdayAt(3, 11, testApp.clock.now()));
    await presentedPsychologist({ categories: [category] }, { ...marion, firstName: 'Sans créneau' });
    const { psychologist: otherCategory } = await presentedPsychologist({ categories: ['Psychologue clinicien'] }, { ...marion, firstName: 'Autre catégorie' });
    await createSlot(testApp.db, otherCategory.id, weekdayAt(3, 12, testApp.clock.now()));
    const { psychologist: phoneOnly } = await presentedPsychologist({ categories: [category], isVideoEnabled: false }, { ...marion, firstName: 'Téléphone', formOfAddress: 'LE_PSYCHOLOGUE' });
    await createSlot(testApp.db, phoneOnly.id, weekdayAt(3, 13, testApp.clock.now()));
    const { psychologist: locked } = await presentedPsychologist({ categories: [category] }, { ...marion, firstName: 'Verrouillée' });
    await createSlot(testApp.db, locked.id, weekdayAt(3, 14, testApp.clock.now()));
    await testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, locked.id));

    const { authorization } = await employeeWithCredits();
    const response = await choices(authorization, category);
    expect(response.statusCode).toBe(200);
    expect(response.json().psychologists.map((item: { title: string }) => item.title)).toEqual(['Marion, la psychologue']);
    expect((await choices(authorization, category, 'PHONE')).json().psychologists.map((item: { title: string }) => item.title)).toEqual(['Marion, la psychologue', 'Téléphone, le psychologue']);

    const bad = await inject('GET', '/employee-service/psychologists?doctorCategoryName=Astrologue&meetingType=TEAMS', authorization);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Catégorie de psychologue inconnue');
  });

  it('restricts the search to the chosen psychologist, checks the presentation, and books through the usual booking', async () => {
    const category = 'Psychologue social';
    const { psychologist: chosen } = await presentedPsychologist({ categories: [category] });
    const chosenSlot = await createSlot(testApp.db, chosen.id, weekdayAt(4, 10, testApp.clock.now()));
    const other = await createPsychologist(testApp.db, { categories: [category] });
    const otherSlot = await createSlot(testApp.db, other.id, weekdayAt(4, 11, testApp.clock.now()));
    const { authorization } = await employeeWithCredits();

    const [offered] = (await choices(authorization, category)).json().psychologists;
    expect(slotIds(await findSlots(authorization, category)).sort()).toEqual([chosenSlot.id, otherSlot.id].sort());
    const restricted = await findSlots(authorization, category, offered.presentationId);
    expect(restricted.statusCode).toBe(200);
    expect(slotIds(restricted)).toEqual([chosenSlot.id]);

    // Another category than the presentation's psychologist's: French 400; an unknown (or withdrawn) one: 404.
    const wrongCategory = await findSlots(authorization, 'Psychologue clinicien', offered.presentationId);
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().message).toBe(presentationMessages.notInCategory);
    const unknown = await findSlots(authorization, category, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(presentationMessages.notFound);
    const malformed = await findSlots(authorization, category, chosen.id.slice(0, 8));
    expect(malformed.statusCode).toBe(400);

    const booked = await inject('POST', '/employee-service/meeting/create', authorization, { meetingType: 'TEAMS', meetingId: chosenSlot.id, doctorCategoryName: category });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().meeting.psychologist).toMatchObject({ presentationId: offered.presentationId, title: 'Marion, la psychologue' });
    const card = (await inject('GET', '/employee-service/meeting/load', authorization)).json().meetings[0];
    expect(card.psychologist).toEqual(offered);

    // Withdrawn: the card says « Votre psychologue » again, and the choice is refused.
    await inject('DELETE', '/doctor/presentation', await bearerFor(testApp, chosen));
    const after = (await inject('GET', '/employee-service/meeting/load', authorization)).json().meetings[0];
    expect(after.psychologist).toEqual({ presentationId: null, title: 'Votre psychologue', presentation: null });
    expect((await findSlots(authorization, category, offered.presentationId)).statusCode).toBe(404);
  });
});

describe('anonymity of the psychologist towards the employee (decision 0061)', () => {
  it('sends the employee the presentation’s fields only, never the surname, email, phone, ADELI number or account id', async () => {
    const category = 'Psychologue du travail';
    const { psychologist } = await presentedPsychologist({ categories: [category], phoneNumber: '0677889900' });
    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(5, 10, testApp.clock.now()));
    const { authorization } = await employeeWithCredits();

    const listed = await choices(authorization, category);
    const [offered] = listed.json().psychologists;
    // Every field the presenter sends is one the privacy page names (rules/who-sees-what.ts), and no other.
    expect(Object.keys(offered.presentation).sort()).toEqual([...employeeSeesOfPsychologist].sort());
    const responses = [
      listed,
      await findSlots(authorization, category, offered.presentationId),
      await inject('POST', '/employee-service/meeting/create', authorization, { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: category }),
      await inject('GET', '/employee-service/meeting/load', authorization),
    ];
    const secrets = [psychologist.profile.lastName, psychologist.profile.firstName, psychologist.profile.adeliNumber, '0677889900', psychologist.login, psychologist.id];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of secrets) expect(response.body).not.toContain(secret);
    }
  });
});
