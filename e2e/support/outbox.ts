import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { outboxMailListSchema, type OutboxMail } from '@parenthese/shared';
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

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The path (/reset-password/…, /confirm-email/…) of the link in the newest mail of a kind to that
 * address. No administrator route shows such a link, so this reads the outbox the way a developer does
 * without SMTP: `npm run mails` (apps/api/src/mail/print-outbox.ts) on a copy of the worker's server's database.
 * The mail may be written just after the answer, so the outbox is read until it is there.
 */
export async function linkPathInNewestMail(address: string, kind: string, page: string): Promise<string> {
  const mail = await newestPrintedMail(address, kind, (block) => new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]+`).test(block));
  return new URL(mail.match(new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]+`))![0]).pathname;
}

/**
 * `npm run mails`' output, or '' when this read failed: it opens a copy of the files of a database the
 * server is writing, which may be caught mid-write (PGlite then aborts), so the next read tries again. A
 * read that hangs is stopped, and never holds the worker past its poll.
 */
function printOutbox(): string {
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/mail/print-outbox.ts'), '30'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: thisWorkersServer().dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch {
    return '';
  }
}

/**
 * The newest mail of a kind to that address as `npm run mails` prints it (headers, text, links and
 * any calendar part), once one that `isComplete` accepts is there.
 */
export async function newestPrintedMail(address: string, kind: string, isComplete: (block: string) => boolean = () => true): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(
      () => {
        const printed = printOutbox();
        const mails = printed.split('\n── ').filter((block) => block.includes(`· ${kind} ·`) && block.includes(`À : ${address}\n`) && isComplete(block));
        mail = mails.at(-1);
        return Boolean(mail);
      },
      { message: `aucun mail ${kind} pour ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return mail!;
}

export const resetLinkPathFor = (_request: APIRequestContext, address: string) => linkPathInNewestMail(address, 'password-reset', 'reset-password');
