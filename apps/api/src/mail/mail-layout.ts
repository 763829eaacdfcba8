import type { MailKind } from './mail-kinds';
import type { OutgoingMail } from './mailer';

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Action = { label: string; link: string; note: string };

/**
 * A short account mail in French, as text and HTML: greeting, paragraphs, an optional link with its
 * button, and the signature. The link is written out in full too, for clients that hide buttons.
 */
export function accountMail(input: { kind: MailKind; to: string; subject: string; paragraphs: string[]; action?: Action; after?: string[] }): OutgoingMail {
  const { action, after = [] } = input;
  const text = [
    'Bonjour,',
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.note}`, '', action.link, ''] : []),
    ...after.flatMap((paragraph) => [paragraph, '']),
    "L'équipe Parenthèse",
  ].join('\n');
  const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const actionHtml = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p>${escapeHtml(action.note)}<br><a href="${escapeHtml(action.link)}">${escapeHtml(action.link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="fr"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Bonjour,</p>
${paragraphsHtml(input.paragraphs)}
${actionHtml}
${paragraphsHtml(after)}
<p>L'équipe Parenthèse</p>
</body></html>`;
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}
