import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditLogEntry } from '@parenthese/shared';
import { admins, companies, mailOutbox } from '../../../db/schema';
import { createAdmin, createPsychologist, createEmployee, signIn, TEST_PASSWORD } from '../../../../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

/**
 * Staff actions are accountable (issue 20): a scripted morning of two TECH administrators through the
 * API, then the journal lists each action once, with its actor, and nothing a journal must not show.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const SUBJECT = 'Sujet-Confidentiel-Q7 : idées noires au bureau';

describe('the journal of a scripted sequence of staff actions', () => {
  it('lists each action once with its actor, filters by administrator and by record, shows no secret, and refuses SITE', async () => {
    const { db, app, services } = testApp;
    const ines = await createAdmin(db, { adminRole: 'TECH' });
    const hugo = await createAdmin(db, { adminRole: 'TECH' });
    const site = await createAdmin(db, { adminRole: 'SITE' });
    await db.update(admins).set({ firstName: 'Inès', lastName: 'Leroy' }).where(eq(admins.userId, ines.id));
    await db.update(admins).set({ firstName: 'Hugo', lastName: 'Marchand' }).where(eq(admins.userId, hugo.id));
    const asInes = await bearerFor(testApp, ines);
    const asHugo = await bearerFor(testApp, hugo);
    const call = async (authorization: string | undefined, method: Method, url: string, payload?: object) => {
      const response = await app.inject({ method, url: `/api${url}`, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };

    // Not staff actions, and about a consultation: a booked one with a recognisable subject, which its
    // psychologist accepts, and its employee signing in. None of it may reach the journal.
    const psychologist = await createPsychologist(db);
    const consultant = await createEmployee(db, { email: 'gaspard.quintal@exemple.fr' });
    const consultation = await createBookedConsultation(db, { doctorId: psychologist.id, employee: consultant, startsAt: weekdayAt(10, 10, testApp.clock.now()), subject: SUBJECT });
    await call(await bearerFor(testApp, psychologist), 'POST', `/doctor/meetings/${consultation.id}/accept`);
    await signIn(app, consultant.login);

    // The sequence.
    const companyForm = {
      companyName: 'Atelier Quimper',
      companyMail: 'rh@atelier-quimper.fr',
      creditsAmount: 40,
      employeeAmountMax: 2,
      triggerMailIfCreditsLow: false,
      amountOfCreditsToTriggerMail: 0,
      logoUrl: '',
    };
    const company = await call(asInes, 'POST', '/admin/companies/create', companyForm);
    const { employees: created } = await call(asInes, 'POST', `/admin/companies/${company.companyId}/employees/create/V2`, {
      employees: [
        { firstName: 'Maëlle', lastName: 'Kerouac', service: 'Atelier', job: 'Couturière' },
        { firstName: 'Yann', lastName: 'Le Bihan', service: '', job: '' },
      ],
    });
    const [maelle, yann] = created as Array<{ employeeId: string; password: string }>;
    await call(asInes, 'POST', '/account/lock/toggle', { userId: maelle.employeeId, lockAccount: true });
    await call(asInes, 'PUT', `/admin/doctors/update/${psychologist.id}`, {
      adeliNumber: psychologist.profile.adeliNumber,
      firstName: 'Claire',
      lastName: 'Dubois-Martin',
      mail: psychologist.email,
      doctorCategories: ['Psychologue clinicien'],
      phoneNumber: '0611223344',
      address: 'Brest',
      password: '',
    });
    const newAdmin = await call(asInes, 'POST', '/admin/admins/create', { mail: 'nadia.roux@parenthese.fr', firstName: 'Nadia', lastName: 'Roux', phoneNumber: '', adminRole: 'SITE' });
    await call(undefined, 'POST', '/account/password/reset/request', { mail: consultant.email });
    await services.deferredWork.idle();
    await call(asHugo, 'PUT', '/admin/settings/consultation-price', { consultationPriceEuros: 85 });
    await call(asHugo, 'POST', `/admin/companies/update/${company.companyId}`, { ...companyForm, creditsAmount: 45, locked: true, reportMailEnabled: false });
    await call(asInes, 'DELETE', `/admin/companies/${company.companyId}/employees/delete/${yann.employeeId}`);

    const journal = await app.inject({ method: 'GET', url: '/api/admin/audit?pageSize=100', headers: { authorization: asInes } });
    expect(journal.statusCode).toBe(200);
    const { items, total } = journal.json() as { items: AuditLogEntry[]; total: number };

    const [consultantCompany] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, consultant.companyId));
    // The three entries about the company describe it the same way.
    const aboutTheCompany = (action: string, actor: string, details: Array<{ label: string; value: string }>) => ({
      action,
      actor,
      recordId: company.companyId,
      description: 'Entreprise · Atelier Quimper',
      details,
    });
    const expected = [
      { action: 'employee.deleted', actor: 'Inès Leroy', recordId: yann.employeeId, description: 'Compte supprimé', details: [{ label: 'Entreprise', value: 'Atelier Quimper' }] },
      aboutTheCompany('company.updated', 'Hugo Marchand', [
        { label: 'Crédits ajoutés ou retirés', value: '+5' },
        { label: 'Consultations maximales', value: '2' },
        { label: 'Bloquée', value: 'oui' },
        { label: 'Rapport mensuel envoyé', value: 'non' },
      ]),
      {
        action: 'settings.consultation-price.updated',
        actor: 'Hugo Marchand',
        recordId: null,
        description: null,
        details: [
          { label: 'Ancien prix', value: expect.stringMatching(/^80\s€$/) },
          { label: 'Nouveau prix', value: expect.stringMatching(/^85\s€$/) },
        ],
      },
      { action: 'password-reset.requested', actor: 'Anonyme', recordId: consultant.id, description: `Salarié · Léa Moreau · ${consultantCompany.name}`, details: [] },
      { action: 'admin.created', actor: 'Inès Leroy', recordId: newAdmin.adminId, description: 'Administrateur SITE · Nadia Roux', details: [{ label: 'Rôle', value: 'SITE' }] },
      { action: 'doctor.updated', actor: 'Inès Leroy', recordId: psychologist.id, description: 'Psychologue · Claire Dubois-Martin', details: [] },
      { action: 'account.locked', actor: 'Inès Leroy', recordId: maelle.employeeId, description: 'Salarié · Maëlle Kerouac · Atelier Quimper', details: [] },
      aboutTheCompany('employees.created', 'Inès Leroy', [{ label: 'Nombre', value: '2' }]),
      aboutTheCompany('company.created', 'Inès Leroy', [
        { label: 'Entreprise', value: 'Atelier Quimper' },
        { label: 'Crédits', value: '40' },
      ]),
    ];
    // Exactly these, newest first: the psychologist's answer and the employee's sign-in are not staff actions.
    expect(total).toBe(expected.length);
    expect(items.map((item) => item.action)).toEqual(expected.map((entry) => entry.action));
    for (const [index, entry] of expected.entries()) {
      expect(items[index], entry.action).toMatchObject({
        actor: { name: entry.actor },
        record: entry.recordId ? { id: entry.recordId, description: entry.description } : null,
        details: entry.details,
      });
    }
    expect(items.find((item) => item.action === 'company.created')).toMatchObject({ actionLabel: 'Entreprise créée', actor: { id: ines.id, kind: 'admin' } });
    expect(items.find((item) => item.action === 'password-reset.requested')?.actor).toEqual({ id: null, name: 'Anonyme', kind: 'anonymous' });

    // Nothing secret in the answer: no password, temporary or not, no reset token or link, nothing of the consultation.
    const [resetMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    const resetLink = resetMail.textBody.match(/https?:\/\/\S+/)?.[0];
    expect(resetLink).toBeDefined();
    // The new administrator is invited (issue 33): their link is the secret, there is no password.
    const [invitationMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff-invitation'));
    const invitationLink = invitationMail.textBody.match(/https?:\/\/\S+\/invitation\/\S+/)?.[0];
    const serialized = journal.body;
    for (const secret of [
      TEST_PASSWORD,
      maelle.password,
      yann.password,
      invitationLink!,
      invitationLink!.split('/').at(-1)!,
      resetLink!,
      resetLink!.split('/').at(-1)!,
      'reset-password',
      SUBJECT,
      'Sujet-Confidentiel',
      consultation.id,
      consultation.startsAt.toISOString(),
      '127.0.0.1',
    ]) {
      expect(secret, 'a secret to look for').toBeTruthy();
      expect(serialized).not.toContain(secret);
    }

    // By administrator: Hugo's two actions only.
    const byHugo = (await call(asInes, 'GET', `/admin/audit?actorId=${hugo.id}`)) as { items: AuditLogEntry[]; total: number };
    expect(byHugo.items.map((item) => item.action)).toEqual(['company.updated', 'settings.consultation-price.updated']);
    expect(byHugo.total).toBe(2);
    // By record: everything done to the company, and to one employee.
    const onCompany = (await call(asInes, 'GET', `/admin/audit?targetId=${company.companyId}`)) as { items: AuditLogEntry[] };
    expect(onCompany.items.map((item) => item.action)).toEqual(['company.updated', 'employees.created', 'company.created']);
    const onMaelle = (await call(asInes, 'GET', `/admin/audit?targetId=${maelle.employeeId}&actorId=${ines.id}`)) as { items: AuditLogEntry[] };
    expect(onMaelle.items.map((item) => item.action)).toEqual(['account.locked']);

    // The journal is TECH only.
    const refused = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { authorization: await bearerFor(testApp, site) } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
  });
});
