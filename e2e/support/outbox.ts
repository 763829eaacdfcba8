import { expect, type APIRequestContext } from '@playwright/test';
import { outboxMailListSchema, type OutboxMail } from '@parenthese/shared';
import { askRunningServer } from '../../apps/api/src/lib/local-socket';
import { DEMO_PASSWORD, demo } from './accounts';
import { readAnswer } from './api';
import { thisWorkersServer } from './server';
import { signInThroughApi } from './sign-in';

/**
 * The newest mail of a kind sent to an address, read from the outbox as the TECH admin: only mails
 * whose recipient an administrator may read (contact, low credits). The outbox is read until the mail is there.
 */
export async function newestMailTo(request: APIRequestContext, address: string, kind: string): Promise<OutboxMail> {
  const headers = await signInThroughApi(request, demo.techAdmin, DEMO_PASSWORD);
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = await readAnswer(request.get(`/api/admin/mails?to=${encodeURIComponent(address)}`, { headers }), outboxMailListSchema, 'outbox');
        mail = mails.find((candidate) => candidate.kind === kind);
        return Boolean(mail);
      },
      { message: `aucun mail ${kind} pour ${address}`, timeout: 5000 },
    )
    .toBe(true);
  return mail!;
}

/**
 * The path (/reset-password/…, /confirm-email/…) of the link in the newest mail of a kind to that
 * address. No administrator route shows such a link, so this reads the outbox the way a developer does
 * without SMTP: `npm run mails`' text, from the worker's server.
 * The mail may be written just after the answer, so the outbox is read until it is there.
 */
export async function linkPathInNewestMail(address: string, kind: string, page: string): Promise<string> {
  const mail = await newestPrintedMail(address, kind, (block) => new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]+`).test(block));
  return new URL(mail.match(new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]+`))![0]).pathname;
}

/**
 * `npm run mails`' text, asked of the slot's running server through its local socket (the command does the
 * same: apps/api/src/mail/print-outbox.ts), so no file the server writes is copied; '' when it did not answer.
 */
async function printOutbox(): Promise<string> {
  const asked = await askRunningServer(thisWorkersServer().dataDir, 'mails 30');
  return asked.answered && typeof asked.reply.text === 'string' ? asked.reply.text : '';
}

/**
 * The newest mail of a kind to that address as `npm run mails` prints it (headers, text, links and
 * any calendar part), once one that `isComplete` accepts is there.
 */
export async function newestPrintedMail(address: string, kind: string, isComplete: (block: string) => boolean = () => true): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(
      async () => {
        const printed = await printOutbox();
        const mails = printed.split('\n── ').filter((block) => block.includes(`· ${kind} ·`) && block.includes(`À : ${address}\n`) && isComplete(block));
        mail = mails.at(-1);
        return Boolean(mail);
      },
      { message: `aucun mail ${kind} pour ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail!;
}

export const resetLinkPathFor = (_request: APIRequestContext, address: string) => linkPathInNewestMail(address, 'password-reset', 'reset-password');
