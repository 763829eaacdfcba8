import type { FastifyInstance, FastifyReply } from 'fastify';
import { paths } from '@parenthese/shared';
import { AppError } from '../../lib/app-error';
import { createContactRateLimit } from './contact-rate-limit';
import type { ServicesOption } from '../services';

/** What a browser sends for a plain HTML form: the only body this route reads (and then drops). */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** The demonstration form's fields, a message of 2,000 characters at most: far below this. */
const FORM_BODY_LIMIT = 16 * 1024;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small page of its own (the web app's pages need the script that is missing here), in French, styled inline. */
function page(title: string, paragraphs: string[]) {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – Parenthèse</title>
</head>
<body style="margin:0;background:#f8fafc;color:#1e293b;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<main style="max-width:40rem;margin:0 auto;padding:2.5rem 1rem">
<p style="margin:0 0 1.5rem;font-weight:700;color:#0f766e">Parenthèse</p>
<h1 style="margin:0 0 1rem;font-size:1.75rem;line-height:1.25">${title}</h1>
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
<p style="margin-top:2rem"><a href="${paths.contact}" style="color:#0f766e">Revenir au formulaire</a> · <a href="${paths.home}" style="color:#0f766e">Accueil</a></p>
</main>
</body>
</html>
`;
}

/**
 * POST /contact: where the demonstration form goes when the browser sends it itself, without the web app's
 * script (disabled, or not loaded yet). Its action keeps every field out of the address, which a GET would
 * put there and in the history. Nothing is read, stored or mailed, so the API's checks and limits cannot be
 * bypassed: the visitor is told, in French, that the form needs JavaScript, and given the sales address to
 * write to instead. Limited per client like the form's API.
 */
export async function contactFormWithoutScriptRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const rateLimit = createContactRateLimit(services.rateLimiters, app.log, 'contact-without-script');
  const salesEmail = escapeHtml(services.config.salesEmail);
  const writeToUs = `Vous pouvez aussi nous écrire à <a href="mailto:${salesEmail}" style="color:#0f766e">${salesEmail}</a> : notre équipe vous répond sous 24h.`;

  // This scope alone reads form bodies, and drops them unread: no field reaches a handler, a log or the database.
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));

  const send = (reply: FastifyReply, status: 200 | 429, html: string) => reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  app.post(paths.contact, { bodyLimit: FORM_BODY_LIMIT, config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    try {
      await rateLimit.consume(request.ip);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      return send(reply, 429, page('Trop de demandes', [escapeHtml(error.message), writeToUs]));
    }
    return send(
      reply,
      200,
      page("Votre demande n'a pas été envoyée", [
        "Le formulaire de demande de démonstration a besoin de JavaScript, qui semble désactivé dans votre navigateur : rien de ce que vous avez saisi n'a été transmis ni enregistré.",
        'Activez JavaScript dans votre navigateur, puis revenez au formulaire et rechargez la page.',
        writeToUs,
      ]),
    );
  });
}
