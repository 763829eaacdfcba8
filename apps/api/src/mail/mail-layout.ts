import { CRISIS_LINE_TEXT } from '@parenthese/shared';
import type { OutgoingMail } from './mailer';

import { escapeHtml } from './escape-html';

export { escapeHtml };

/**
 * An address written in a sentence (a video link, a support page) as a link: mail clients do not all
 * make one of plain text. Our own sentences only, so a simple pattern suffices; the punctuation that
 * ends the sentence stays outside the link.
 */
const WRITTEN_LINK = /https?:\/\/[^\s<>"]+?(?=[.,;:!?)»]*(?:\s|$))/g;
const withLinks = (escapedText: string) => escapedText.replace(WRITTEN_LINK, (link) => `<a href="${link}">${link}</a>`);

/** Long addresses and words wrap instead of widening the mail beyond a phone's 375 px. */
const BODY_STYLE = 'font-family:Arial,sans-serif;color:#0f172a;line-height:1.5;overflow-wrap:anywhere;word-break:break-word';

type Action = { label: string; link: string; note: string };

/**
 * A table of figures: in HTML a table with its caption, in text one line per row, « Libellé : valeur »
 * or, with more columns, « Libellé : colonne valeur, colonne valeur ». The note follows it (or, without
 * rows, says why there are none).
 */
export type MailTable = { caption: string; head: string[]; rows: string[][]; note?: string };

function tableText(table: MailTable): string[] {
  const rows = table.rows.map(([label, ...values]) =>
    values.length === 1 ? `${label} : ${values[0]}` : `${label} : ${values.map((value, index) => `${table.head[index + 1].toLowerCase()} ${value}`).join(', ')}`,
  );
  return [table.caption, ...rows.map((row) => `- ${row}`), ...(table.note ? [table.note] : []), ''];
}

const CELL_STYLE = 'padding:4px 12px 4px 0;border-bottom:1px solid #e2e8f0;text-align:left';

function tableHtml(table: MailTable): string {
  const note = table.note ? `\n<p style="font-size:13px;color:#475569">${escapeHtml(table.note)}</p>` : '';
  // Nothing to show yet: the caption and the note say so, without an empty table.
  if (table.rows.length === 0) return `<p style="font-weight:bold;margin:12px 0 4px">${escapeHtml(table.caption)}</p>${note}`;
  const head = table.head.map((cell) => `<th scope="col" style="${CELL_STYLE}">${escapeHtml(cell)}</th>`).join('');
  const rows = table.rows
    .map(
      ([label, ...values]) =>
        `<tr><th scope="row" style="${CELL_STYLE};font-weight:normal">${escapeHtml(label)}</th>${values.map((value) => `<td style="${CELL_STYLE}">${escapeHtml(value)}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<table style="border-collapse:collapse;margin:12px 0;width:100%;max-width:520px">
<caption style="text-align:left;font-weight:bold;padding-bottom:4px">${escapeHtml(table.caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${rows}
</tbody>
</table>${note}`;
}

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
  /** Tables of figures, after the paragraphs (the monthly report). */
  tables?: MailTable[];
  /** A link with its button, written out in full too for clients that hide buttons. */
  action?: Action;
  after?: string[];
  /** 'employee' adds the crisis numbers under the signature. */
  audience?: 'employee' | 'other';
};

/**
 * A mail in French, as text and HTML: greeting, paragraphs, tables of figures, an optional link with its
 * button, the signature, and for employees the crisis numbers.
 */
export function composeMail(input: ComposedMail): OutgoingMail {
  const { action, after = [], tables = [] } = input;
  const footer = input.audience === 'employee' ? [CRISIS_LINE_TEXT] : [];
  const greeting = input.greeting ?? 'Bonjour,';
  const text = [
    greeting,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...tables.flatMap(tableText),
    ...(action ? [action.note, '', action.link, ''] : []),
    ...after.flatMap((paragraph) => [paragraph, '']),
    "L'équipe Parenthèse",
    ...(footer.length > 0 ? ['', '--', ...footer] : []),
  ].join('\n');
  const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${withLinks(escapeHtml(paragraph))}</p>`).join('\n');
  const actionHtml = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p>${escapeHtml(action.note)}<br><a href="${escapeHtml(action.link)}">${escapeHtml(action.link)}</a></p>`
    : '';
  const footerHtml = footer.map((line) => `<p style="margin-top:24px;padding-top:12px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="fr"><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.subject)}</title>
</head><body style="${BODY_STYLE}">
<p>${escapeHtml(greeting)}</p>
${paragraphsHtml(input.paragraphs)}
${tables.map((table) => `${tableHtml(table)}\n`).join('')}${actionHtml}
${paragraphsHtml(after)}
<p>L'équipe Parenthèse</p>
${footerHtml}
</body></html>`;
  return { kind: input.kind, to: input.to, subject: input.subject, text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
