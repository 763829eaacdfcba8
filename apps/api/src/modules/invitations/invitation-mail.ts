import { INVITATION_LIFETIME_DAYS, NEUTRAL_SUBJECT_NOTICE, WORK_MAILBOX_NOTICE } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';

/**
 * The invitation of an employee (issue 24). Neutral on purpose: it names the employer's offer of a
 * « service d'écoute confidentiel », never psychology, and its subject says nothing more than an
 * account to activate, since a work mailbox may be read over a shoulder. Administrators read its
 * subject and a masked recipient only (its link opens the account).
 */
export function employeeInvitationMail(input: { to: string; firstName: string; companyName: string; link: string }) {
  return composeMail({
    kind: 'employee-invitation',
    to: input.to,
    greeting: `Bonjour ${input.firstName},`,
    subject: 'Activez votre compte Parenthèse',
    paragraphs: [
      `${input.companyName} vous donne accès à Parenthèse, un service d'écoute confidentiel, gratuit pour vous.`,
      "Votre employeur ne sait pas si ni quand vous l'utilisez : il voit seulement que votre compte est activé.",
      'Pour activer votre compte, choisissez votre mot de passe avec le lien ci-dessous. Votre adresse email professionnelle vous servira ensuite à vous connecter.',
    ],
    action: {
      label: 'Activer mon compte',
      link: input.link,
      note: `Ce lien est valable ${INVITATION_LIFETIME_DAYS} jours et ne peut servir qu'une fois :`,
    },
    after: [
      // Said plainly before the first mail about an appointment (decision 0047).
      `${WORK_MAILBOX_NOTICE} Donnez-la en activant votre compte, ou plus tard dans « Mon compte », rubrique « Messages de Parenthèse ». ${NEUTRAL_SUBJECT_NOTICE}`,
      "Si le lien a expiré, demandez une nouvelle invitation à votre employeur. Si vous n'attendiez pas ce message, ignorez-le : aucun compte ne sera activé sans vous.",
    ],
  });
}

/**
 * The invitation of a psychologist or an administrator (issue 33): the owner chooses their password,
 * then enrols their second factor; nobody else ever holds a way in. Discreet as the employee's: the
 * subject names an account to activate, nothing of what the platform is for.
 */
export function staffInvitationMail(input: { to: string; firstName: string; role: 'DOCTOR' | 'ADMIN'; link: string }) {
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  return composeMail({
    kind: 'staff-invitation',
    to: input.to,
    greeting,
    subject: 'Activez votre compte Parenthèse',
    paragraphs: [
      input.role === 'DOCTOR' ? 'Un compte psychologue vient d’être créé pour vous sur Parenthèse.' : 'Un compte administrateur vient d’être créé pour vous sur Parenthèse.',
      'Pour l’activer, choisissez votre mot de passe avec le lien ci-dessous, puis configurez la double authentification avec une application sur votre téléphone. Personne d’autre ne connaît ni ne reçoit votre mot de passe.',
    ],
    action: {
      label: 'Activer mon compte',
      link: input.link,
      note: `Ce lien est valable ${INVITATION_LIFETIME_DAYS} jours et ne peut servir qu'une fois :`,
    },
    after: ["Si le lien a expiré, demandez une nouvelle invitation à l'administrateur de Parenthèse. Si vous n'attendiez pas ce message, ignorez-le : aucun compte ne sera activé sans vous."],
  });
}
