import { afterAll, beforeAll } from 'vitest';
import { startFakeSmtp } from './fake-smtp';
import { createTestApp, type TestApp } from './test-app';

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

/**
 * For a test file whose mails are read as a mail server receives them: one app whose mailer delivers
 * to a fake SMTP server of its own, both started before the file's tests and closed after them.
 */
export function appWithFakeSmtp(): { readonly smtp: FakeSmtp; readonly testApp: TestApp } {
  let smtp: FakeSmtp | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    testApp = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });
  return {
    get smtp() {
      if (!smtp) throw new Error('The fake SMTP server starts before the tests (beforeAll)');
      return smtp;
    },
    get testApp() {
      if (!testApp) throw new Error('The test app starts before the tests (beforeAll)');
      return testApp;
    },
  };
}
