import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '@parenthese/shared';
import { auditLog, mailOutbox } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee, signIn } from '../../../test/support/factories';
import { startFakeSmtp } from '../../../test/support/fake-smtp';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
let asTech: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
  asTech = (await signIn(testApp.app, tech.login)).authorization;
});
afterAll(async () => testApp.close());

const listMails = (authorization: string | undefined, query = '', app = testApp) => app.app.inject({ method: 'GET', url: `/api/admin/mails${query}`, headers: authorization ? { authorization } : {} });
const readMail = async (id: string) => (await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('GET /api/admin/mails', () => {
  it('shows TECH admins the outbox newest first, filtered by recipient', async () => {
    const first = await createPsychologist(testApp.db);
    const second = await createPsychologist(testApp.db);
    await testApp.services.mailer.send({ kind: 'contact-ack', to: first.login, subject: 'Premier', text: 'Texte un', html: '<p>secret html</p>' });
    await testApp.services.mailer.send({ kind: 'contact-ack', to: second.login, subject: 'Second', text: 'Texte deux' });

    const response = await listMails(asTech);
    expect(response.statusCode).toBe(200);
    const { mails } = response.json();
    expect(mails.map((mail: { subject: string }) => mail.subject).slice(0, 2)).toEqual(['Second', 'Premier']);
    expect(mails[1]).toEqual({
      id: expect.any(String),
      kind: 'contact-ack',
      visibility: 'full',
      subject: 'Premier',
      fromAddress: testApp.config.mailFrom,
      toAddress: first.login,
      content: 'Texte un',
      status: 'STORED',
      attempts: 0,
      nextAttemptAt: null,
      error: null,
      isDayOnly: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
      sentAt: null,
      attachmentName: null,
      isEditable: true,
      contentErasedAt: null,
    });

    const filtered = await listMails(asTech, `?to=${encodeURIComponent(first.login.toUpperCase())}`);
    expect(filtered.json().mails).toHaveLength(1);
    expect(filtered.json().mails[0].subject).toBe('Premier');
  });

  it('names a joined file without its bytes, and keeps a draft with a file from being edited', async () => {
    const content = Buffer.from('%PDF-1.3 rapport');
    const id = await testApp.services.mailer.send({
      kind: 'company-usage-report',
      to: 'rh@atelier-piece-jointe.fr',
      subject: "Rapport d'utilisation Parenthèse – mars 2026",
      text: 'Le rapport est joint.',
      attachment: { filename: 'rapport_Atelier_2026-03.pdf', contentType: 'application/pdf', content },
    });
    const [row] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attachmentName: 'rapport_Atelier_2026-03.pdf', attachmentContentType: 'application/pdf' });
    expect(row.attachmentContent!.equals(content)).toBe(true);

    const response = await listMails(asTech, '?to=rh@atelier-piece-jointe.fr');
    expect(response.statusCode).toBe(200);
    const [mail] = response.json().mails;
    expect(mail).toMatchObject({ kind: 'company-usage-report', visibility: 'full', attachmentName: 'rapport_Atelier_2026-03.pdf', isEditable: false });
    expect(response.body).not.toContain(content.toString('base64'));
    const edit = await testApp.app.inject({ method: 'PUT', url: `/api/admin/mails/${id}`, headers: { authorization: asTech }, payload: { subject: 'Autre', content: 'Autre texte' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(outboxMessages.notEditable);
  });

  it('refuses a file without its name or type (all three or none)', async () => {
    const partial = testApp.db
      .insert(mailOutbox)
      .values({ kind: 'company-usage-report', fromAddress: 'a@demo.fr', toAddress: 'b@demo.fr', subject: 'x', textBody: 'x', attachmentContent: Buffer.from('x') });
    await expect(partial).rejects.toThrow();
  });

  it('lists mails written in the same instant newest first, in the order they were written', async () => {
    // PGlite's clock counts milliseconds, so mails sent by one request often share created_at.
    // A past instant, so these mails are never the newest ones the other tests read.
    const instant = new Date('2000-01-01T00:00:00Z');
    const subjects = Array.from({ length: 12 }, (_, index) => `Même instant ${index}`);
    for (const subject of subjects) {
      await testApp.db.insert(mailOutbox).values({ kind: 'contact-ack', fromAddress: 'a@demo.fr', toAddress: 'b@demo.fr', subject, textBody: 'x', createdAt: instant });
    }
    const { items } = (await listMails(asTech, '?search=M%C3%AAme%20instant&page=1&pageSize=20')).json();
    expect(items.map((mail: { subject: string }) => mail.subject)).toEqual([...subjects].reverse());
  });

  it('masks a reset mail, hides a consultation mail, and a recipient search finds neither', async () => {
    const person = 'dominique.secret@demo.fr';
    await testApp.services.mailer.send({ kind: 'password-reset', to: person, subject: 'Réinitialisation', text: 'Lien : https://x/reset-password/TOKEN123' });
    await testApp.services.mailer.send({ kind: 'appointment-cancelled', to: person, subject: 'Votre consultation du lundi', text: 'Consultation annulée avec Dr X' });
    // A kind this version does not know (written by a newer one): confidential.
    await testApp.db.insert(mailOutbox).values({ kind: 'some-future-kind', fromAddress: 'a@demo.fr', toAddress: person, subject: 'Inconnu', textBody: 'Corps inconnu' });

    const { mails } = (await listMails(asTech)).json();
    const [unknown, consultation, reset] = mails;
    expect(reset).toMatchObject({ kind: 'password-reset', visibility: 'masked', subject: 'Réinitialisation', toAddress: 'd***@demo.fr', content: null, isEditable: false });
    expect(consultation).toMatchObject({ kind: 'appointment-cancelled', visibility: 'confidential', subject: null, toAddress: null, content: null, isEditable: false });
    expect(unknown).toMatchObject({ visibility: 'confidential', subject: null, toAddress: null, content: null });
    // A confidential row carries the day it was written, not the time (a booking's second would name its
    // employee in a small company); the masked one keeps its time. Every mail answer has the one presenter.
    expect(consultation).toMatchObject({ isDayOnly: true, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(unknown).toMatchObject({ isDayOnly: true, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(reset).toMatchObject({ isDayOnly: false, createdAt: expect.stringMatching(/T\d{2}:\d{2}/) });
    expect(JSON.stringify(mails)).not.toMatch(/TOKEN123|dominique|Dr X|lundi|Corps inconnu/);

    for (const query of [`?to=${person}`, `?search=dominique`, '?search=lundi', '?search=Inconnu']) {
      const answer = (await listMails(asTech, query)).json();
      expect(answer.mails ?? answer.items, query).toEqual([]);
    }
    expect((await listMails(asTech, '?search=Réinitialisation')).json().items).toHaveLength(1);
  });

  it('is refused to SITE admins, other roles and anonymous callers', async () => {
    const site = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const employee = await createEmployee(testApp.db);
    const siteResponse = await listMails((await signIn(testApp.app, site.login)).authorization);
    expect(siteResponse.statusCode).toBe(403);
    expect(siteResponse.json().message).toBe('Accès réservé aux administrateurs techniques.');
    expect((await listMails((await signIn(testApp.app, employee.login)).authorization)).statusCode).toBe(403);
    expect((await listMails(undefined)).statusCode).toBe(401);
  });

  it('answers 400 to an oversized filter', async () => {
    const response = await listMails(asTech, `?to=${'a'.repeat(300)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Adresse email trop longue');
  });
});

describe('a mail whose bodies the retention job erased', () => {
  it('shows no content but the date it was erased, cannot be edited, and cannot be sent again', async () => {
    const id = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'efface@exemple.fr', subject: 'Ancien', text: 'Texte ancien' });
    await testApp.db
      .update(mailOutbox)
      .set({ status: 'FAILED', createdAt: new Date(testApp.clock.now().getTime() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(mailOutbox.id, id));
    await testApp.services.dataRetention.runDataRetention(testApp.clock.now(), { steps: ['mail-bodies'] });

    const shown = (await listMails(asTech, '?to=efface@exemple.fr')).json().mails[0];
    expect(shown).toMatchObject({ subject: 'Ancien', content: null, isEditable: false, contentErasedAt: expect.any(String) });
    const sent = await testApp.app.inject({ method: 'POST', url: `/api/admin/mails/${id}/send`, headers: { authorization: asTech } });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(outboxMessages.contentErased);
    expect((await readMail(id)).status).toBe('FAILED');
  });
});

describe('editing and deleting drafts', () => {
  const edit = (id: string, payload: object, authorization = asTech) => testApp.app.inject({ method: 'PUT', url: `/api/admin/mails/${id}`, headers: { authorization }, payload });
  const remove = (id: string) => testApp.app.inject({ method: 'DELETE', url: `/api/admin/mails/${id}`, headers: { authorization: asTech } });

  it('rewrites a draft of an open kind, drops its stale HTML, and audits it', async () => {
    const id = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'rh@client.fr', subject: 'Avant', text: 'Ancien', html: '<p>Ancien</p>' });
    const response = await edit(id, { subject: ' Après ', content: 'Nouveau texte' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subject: 'Après', content: 'Nouveau texte', status: 'STORED' });
    expect(await readMail(id)).toMatchObject({ subject: 'Après', textBody: 'Nouveau texte', htmlBody: null });
    expect(await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([expect.objectContaining({ action: 'mail.updated', details: { kind: 'contact-ack' } })]);
  });

  it('refuses to edit or delete a reset or consultation mail, and a blank subject, in French', async () => {
    const reset = await testApp.services.mailer.send({ kind: 'password-reset', to: 'a@b.fr', subject: 'Réinitialisation', text: 'lien' });
    const consultation = await testApp.services.mailer.send({ kind: 'appointment-cancelled', to: 'a@b.fr', subject: 'Annulée', text: 'x' });
    for (const id of [reset, consultation]) {
      const refused = await edit(id, { subject: 'Piège', content: 'Cliquez https://evil' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(outboxMessages.notEditable);
      expect((await remove(id)).statusCode).toBe(409);
    }
    expect((await readMail(reset)).textBody).toBe('lien');
    const draft = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'a@b.fr', subject: 'Objet', text: 'x' });
    const blank = await edit(draft, { subject: '  ', content: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ subject: "L'objet est requis" });
    expect((await edit('00000000-0000-4000-8000-000000000000', { subject: 'a', content: 'b' })).statusCode).toBe(404);
  });

  it('deletes a draft', async () => {
    const id = await testApp.services.mailer.send({ kind: 'contact-sales', to: 'ventes@parenthese.fr', subject: 'Démo', text: 'x' });
    expect((await remove(id)).statusCode).toBe(200);
    expect(await readMail(id)).toBeUndefined();
    expect((await remove(id)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/mails/{id}/send', () => {
  it('says in French that nothing can be sent without SMTP', async () => {
    const id = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'a@b.fr', subject: 'Objet', text: 'x' });
    const response = await testApp.app.inject({ method: 'POST', url: `/api/admin/mails/${id}/send`, headers: { authorization: asTech } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(outboxMessages.noTransport);
  });

  it('puts an unsent mail back in the queue, sends it once, then refuses to send it again; a refused one fails with its error and can be queued again', async () => {
    const smtp = await startFakeSmtp({ refused: ['absent@client.fr'] });
    const withSmtp = await createTestApp({ smtpUrl: smtp.url });
    try {
      const tech = await createAdmin(withSmtp.db, { adminRole: 'TECH' });
      const authorization = (await signIn(withSmtp.app, tech.login)).authorization;
      const send = (id: string) => withSmtp.app.inject({ method: 'POST', url: `/api/admin/mails/${id}/send`, headers: { authorization } });
      const readRow = async (id: string) => (await withSmtp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
      // Kept without SMTP by an earlier configuration: « Envoyer maintenant » queues it.
      const [kept] = await withSmtp.db
        .insert(mailOutbox)
        .values({ kind: 'password-reset', fromAddress: withSmtp.config.mailFrom, toAddress: 'claire@client.fr', subject: 'Réinitialisation', textBody: 'Lien secret' })
        .returning({ id: mailOutbox.id });

      const queued = await send(kept.id);
      expect(queued.statusCode).toBe(200);
      expect(queued.json()).toMatchObject({ status: 'PENDING', attempts: 0, nextAttemptAt: expect.any(String), content: null, toAddress: 'c***@client.fr' });
      // Queued, not sent inline: the answer does not wait for the SMTP server.
      expect(smtp.received).toHaveLength(0);
      await withSmtp.services.jobs.runDue();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ to: ['claire@client.fr'], subject: 'Réinitialisation', text: expect.stringContaining('Lien secret') });
      expect(await readRow(kept.id)).toMatchObject({ status: 'SENT', attempts: 1, nextAttemptAt: null });
      const again = await send(kept.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(outboxMessages.alreadySent);
      await withSmtp.services.jobs.runDue();
      expect(smtp.received).toHaveLength(1);

      // Two clicks at the same moment on a mail waiting for its attempt: it goes once.
      const twice = await withSmtp.services.mailer.queue({ kind: 'contact-ack', to: 'rh@client.fr', subject: 'Merci', text: 'x' });
      const clicks = await Promise.all([send(twice), send(twice)]);
      expect(clicks.map((click) => click.statusCode)).toEqual([200, 200]);
      await withSmtp.services.jobs.runDue();
      expect(smtp.received.filter((mail) => mail.to.includes('rh@client.fr'))).toHaveLength(1);

      // A mailbox the server refuses (550): failed at once, its reason shown; queued again, refused again.
      const refused = await withSmtp.services.mailer.queue({ kind: 'contact-ack', to: 'absent@client.fr', subject: 'Merci', text: 'x' });
      await withSmtp.services.jobs.runDue();
      const failed = (await listMails(authorization, '', withSmtp)).json().mails.find((mail: { id: string }) => mail.id === refused);
      expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, nextAttemptAt: null, error: expect.stringContaining('550') });
      expect((await send(refused)).json()).toMatchObject({ status: 'PENDING', attempts: 1 });
      await withSmtp.services.jobs.runDue();
      expect(await readRow(refused)).toMatchObject({ status: 'FAILED', attempts: 2 });
      expect(await withSmtp.db.select().from(auditLog).where(eq(auditLog.targetId, kept.id))).toEqual([
        expect.objectContaining({ action: 'mail.requeued', actorUserId: tech.id, details: { kind: 'password-reset', from: 'STORED' } }),
      ]);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });
});
