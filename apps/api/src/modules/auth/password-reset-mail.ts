import { escapeHtml } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';

/** The French mail carrying the reset link (valid one hour, single use). */
export function passwordResetMail(to: string, link: string): OutgoingMail {
  const text = [
    'Bonjour,',
    '',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Parenthèse.',
    'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :',
    '',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    "L'équipe Parenthèse",
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="fr"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Bonjour,</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Parenthèse.</p>
<p><a href="${safeLink}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:8px;text-decoration:none">Choisir un nouveau mot de passe</a></p>
<p>Ce lien est valable une heure et ne peut servir qu'une fois : <br><a href="${safeLink}">${safeLink}</a></p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L'équipe Parenthèse</p>
</body></html>`;
  return { kind: 'password-reset', to, subject: 'Réinitialisation de votre mot de passe Parenthèse', text, html };
}
