import { CRISIS_LINE_TEXT } from '@parenthese/shared';
import type { OutgoingMail } from './mailer';

export const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Action = { label: string; link: string; note: string };

export type ComposedMail = {
  kind: OutgoingMail['kind'];
  to: string;
  /** Where an answer goes instead of MAIL_FROM. */
  replyTo?: string;
  /** 'Bonjour,' unless the person's first name is known. */
  greeting?: string;
  subject: string;
  /** The body's paragraphs: the first is what a phone's notification shows, so it stays discreet. */
  paragraphs: string[];
  /** A link with its button, written out in full too for clients that hide buttons. */
  action?: Action;
  after?: string[];
  /** 'employee' adds the crisis numbers under the signature. */
  audience?: 'employee' | 'other';
};

/**
 * A mail in French, as text and HTML: greeting, paragraphs, an optional link with its button, the
 * signature, and for employees the crisis numbers.
 */
export function composeMail(input: ComposedMail): OutgoingMail {
  const { action, after = [] } = input;
  const footer = input.audience === 'employee' ? [CRISIS_LINE_TEXT] : [];
  const greeting = input.greeting ?? 'Bonjour,';
  const text = [
    greeting,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [action.note, '', action.link, ''] : []),
    ...after.flatMap((paragraph) => [paragraph, '']),
    "L'équipe Parenthèse",
    ...(footer.length > 0 ? ['', '--', ...footer] : []),
  ].join('\n');
  const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const actionHtml = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p>${escapeHtml(action.note)}<br><a href="${escapeHtml(action.link)}">${escapeHtml(action.link)}</a></p>`
    : '';
  const footerHtml = footer.map((line) => `<p style="margin-top:24px;padding-top:12px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphsHtml(input.paragraphs)}
${actionHtml}
${paragraphsHtml(after)}
<p>L'équipe Parenthèse</p>
${footerHtml}
</body></html>`;
  return { kind: input.kind, to: input.to, subject: input.subject, text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
