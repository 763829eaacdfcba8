import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './accounts';
import { signInThroughApi } from './sign-in';

type OutboxMail = { kind: string; toAddress: string; content: string; createdAt: string };

/**
 * The newest mail of a kind sent to an address, read from the outbox as the TECH admin. Some mails
 * (password reset) are written just after the answer, so the outbox is read until the mail is there.
 */
export async function newestMailTo(request: APIRequestContext, address: string, kind: string): Promise<OutboxMail> {
  const headers = await signInThroughApi(request, demo.techAdmin, DEMO_PASSWORD);
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/admin/mails?to=${encodeURIComponent(address)}`, { headers });
        expect(response.status()).toBe(200);
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        mail = mails.find((candidate) => candidate.kind === kind);
        return Boolean(mail);
      },
      { message: `aucun mail ${kind} pour ${address}`, timeout: 5000 },
    )
    .toBe(true);
  return mail!;
}

/** The path (/reset-password/…) of the link in the newest reset mail to that address. */
export async function resetLinkPathFor(request: APIRequestContext, address: string): Promise<string> {
  const mail = await newestMailTo(request, address, 'password-reset');
  const link = mail.content.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'lien de réinitialisation').toBeTruthy();
  return new URL(link!).pathname;
}
