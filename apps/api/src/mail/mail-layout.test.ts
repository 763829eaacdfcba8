import { beforeAll, describe, expect, it } from 'vitest';
import { parisDateTime } from '@parenthese/shared';
import { appWithFakeSmtp } from '../../test/support/app-with-smtp';
import { consultationConfirmedMail, psychologistConsultationReminderMail, type ConsultationMailFacts } from '../modules/notifications/consultation-mails';
import { composeMail } from './mail-layout';

const LONG_LINK = 'https://visio.parenthese.example/rejoindre/salle-3f2a9c4d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5';
const video: ConsultationMailFacts = {
  startsAt: parisDateTime(2030, 3, 12, 10),
  meetingType: 'TEAMS',
  category: null,
  meetingLink: LONG_LINK,
  employeePhone: null,
  pseudonym: null,
  writtenAt: parisDateTime(2030, 3, 1, 9),
};

describe('the HTML of every mail', () => {
  it('carries a <title> (its subject), a viewport, and wraps long words rather than overflowing a 375 px screen', () => {
    const mail = composeMail({ kind: 'contact-ack', to: 'a@b.fr', subject: 'Votre demande « A & B »', paragraphs: ['Un paragraphe.'] });
    expect(mail.html).toContain('<title>Votre demande « A &amp; B »</title>');
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toMatch(/<body style="[^"]*overflow-wrap:anywhere;word-break:break-word/);
  });

  it('makes an address written in a paragraph a link, without the punctuation after it', () => {
    const mail = composeMail({ kind: 'contact-ack', to: 'a@b.fr', subject: 'Objet', paragraphs: ['Le lien : https://exemple.fr/a?b=1&c=2. La suite (https://exemple.fr/x).'] });
    expect(mail.html).toContain(
      '<p>Le lien : <a href="https://exemple.fr/a?b=1&amp;c=2">https://exemple.fr/a?b=1&amp;c=2</a>. La suite (<a href="https://exemple.fr/x">https://exemple.fr/x</a>).</p>',
    );
    // The text part is unchanged.
    expect(mail.text).toContain('Le lien : https://exemple.fr/a?b=1&c=2. La suite (https://exemple.fr/x).');
  });
});

describe('the video link, as a mail server receives it', () => {
  const server = appWithFakeSmtp();
  let received: typeof server.smtp.received = [];
  beforeAll(async () => {
    await server.testApp.services.mailer.send(consultationConfirmedMail('lea@exemple.fr', video, 'https://parenthese.example'));
    await server.testApp.services.mailer.send(psychologistConsultationReminderMail('psy@exemple.fr', video, '1h', 'https://parenthese.example'));
    await server.testApp.services.jobs.runDue();
    received = server.smtp.received;
  });

  it('is a link the employee and the psychologist can follow, in a document with a title', () => {
    expect(received).toHaveLength(2);
    for (const message of received) {
      expect(message.html).toContain(`<a href="${LONG_LINK}">${LONG_LINK}</a>`);
      expect(message.html).toContain(`<title>${message.subject}</title>`);
      // Only a mail that offers to stop says how in its headers.
      expect(message.headers.list).toBeUndefined();
    }
  });
});
