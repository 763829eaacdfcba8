import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@parenthese/shared';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { mostlySuppressedReport, publishedReport } from '../../../test/support/company-reports';
import { appWithFakeSmtp } from '../../../test/support/app-with-smtp';
import { pdfPageTexts } from '../../../test/support/pdf-text';
import { companyReportMail } from './company-report-mail';

const server = appWithFakeSmtp();

describe('the monthly report mail, as a mail server receives it', () => {
  it('goes through the outbox and the mailer with its PDF: text, HTML and the joined report all readable', async () => {
    const mail = await companyReportMail(publishedReport(), 'rh@atelier-eleonore.fr');
    const id = await server.testApp.db.transaction((tx) => server.testApp.services.mailer.queue(mail, tx));
    const [row] = await server.testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ kind: 'company-usage-report', status: 'PENDING', attachmentName: 'rapport_Atelier_Eleonore___Fils_2026-03.pdf' });

    await server.testApp.services.jobs.runDue();
    const received = server.smtp.received.filter((message) => message.to.includes('rh@atelier-eleonore.fr'));
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.subject).toBe("Rapport d'utilisation Parenthèse – mars 2026");
    expect(message.text).toContain('- Inscrits : 1\u202F204');
    // How to stop, for the mail client's own button too: the address the text names.
    expect(message.text).toContain(`Pour ne plus recevoir ce rapport, demandez-le à votre contact Parenthèse (${SUPPORT_EMAIL}).`);
    // mailparser reads « List-Unsubscribe: <mailto:…> » as { unsubscribe: { mail } }.
    expect(JSON.parse(message.headers.list)).toEqual({ unsubscribe: { mail: `${SUPPORT_EMAIL}?subject=Ne%20plus%20recevoir%20le%20rapport%20mensuel` } });
    // No one-click promise: stopping is a request to a person, not a link that acts alone.
    expect(message.headers['list-unsubscribe-post']).toBeUndefined();
    expect(message.text).toContain('- Note moyenne : 4,1 sur 5');
    expect(message.html).toContain('Atelier Éléonore &amp; Fils');
    expect(message.html).toContain('>1\u202F531</td>');
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments;
    expect(attachment).toMatchObject({ filename: 'rapport_Atelier_Eleonore___Fils_2026-03.pdf', contentType: 'application/pdf' });
    // The bytes the server received are the PDF the mail was written with.
    expect(attachment.content.equals(mail.attachment!.content)).toBe(true);
    const pdf = (await pdfPageTexts(attachment.content)).join(' ').replace(/\s+/g, ' ');
    for (const expected of ['Atelier Éléonore & Fils', 'mars 2026', 'Salariés, fin mars 2026', '1 204', '2 400', 'Psychologue clinicien', '4,1 sur 5', 'Page 2 sur 2']) {
      expect(pdf).toContain(expected);
    }
    expect((await server.testApp.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id)))[0].status).toBe('SENT');
  });

  it('carries « moins de 10 » in every part of a small company’s report', async () => {
    await server.testApp.services.mailer.send(await companyReportMail(mostlySuppressedReport(), 'direction@biscuiterie-noel.fr'));
    await server.testApp.services.jobs.runDue();
    const [message] = server.smtp.received.filter((received) => received.to.includes('direction@biscuiterie-noel.fr'));
    expect(message.text).toContain('- Comptes activés : moins de 10');
    expect(message.html).toContain('>moins de 10</td>');
    expect(message.headers.list).toContain('unsubscribe');
    const [attachment] = message.attachments;
    expect(attachment.filename).toBe('rapport_Biscuiterie_Noel_2026-03.pdf');
    const pdf = (await pdfPageTexts(attachment.content)).join(' ').replace(/\s+/g, ' ');
    expect(pdf).toContain('Biscuiterie Noël');
    expect(pdf).toContain('Comptes activés moins de 10');
  });
});
