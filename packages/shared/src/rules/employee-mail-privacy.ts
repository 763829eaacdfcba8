/**
 * Mails about an employee's use of Parenthèse may land in a work mailbox their employer administers
 * (issue 34, decision 0047): by default their subject says nothing of what happened, and the employee
 * may give a personal address for them, apart from the sign-in email. Staff mails are not concerned.
 */

/** The subject of every mail about an employee's use, unless they chose detailed subjects. */
export const NEUTRAL_MAIL_SUBJECT = 'Parenthèse : un message pour vous';

/** Told at the invitation, the first connection and in the profile, plainly. */
export const WORK_MAILBOX_NOTICE =
  'Une adresse de travail peut être lue par votre employeur ou son service informatique. Vous pouvez recevoir nos messages à une adresse personnelle, distincte de votre identifiant de connexion.';

/** What the default subject looks like, and what the opt-in changes. */
export const NEUTRAL_SUBJECT_NOTICE = `Par défaut, l'objet de nos messages reste neutre (« ${NEUTRAL_MAIL_SUBJECT} ») ; vous pouvez choisir des objets détaillés (« Votre rendez-vous du … est confirmé »).`;

/** The link mailed to a personal address, to check it is its owner's before anything is sent there. */
export const CONTACT_EMAIL_LINK_HOURS = 48;
