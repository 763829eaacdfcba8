import type { Role } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';

/**
 * Tells the owner that the account-wide brake has engaged (many wrong passwords from unknown devices):
 * calm, nothing to do, and nothing that would help whoever is guessing (no address, count or time).
 */
export function signInAttemptsMail(to: string, role: Role) {
  return composeMail({
    kind: 'sign-in-attempts',
    to,
    subject: 'Tentatives de connexion sur votre compte Parenthèse',
    paragraphs: [
      "Quelqu'un essaie en ce moment des mots de passe pour se connecter à votre compte Parenthèse, sans succès.",
      "Si ce n'est pas vous, vous n'avez rien à faire : les connexions depuis des appareils inconnus sont ralenties, et les appareils sur lesquels vous vous êtes déjà connecté ne sont pas concernés.",
      'Si vous le souhaitez, vous pouvez changer votre mot de passe.',
    ],
    after: ["Si c'est vous qui avez oublié votre mot de passe, utilisez « Mot de passe oublié ? » sur la page de connexion."],
    audience: role === 'EMPLOYEE' ? 'employee' : 'other',
  });
}
