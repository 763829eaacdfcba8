/** The platform's support, shown on /contact and named in account mails that may need a human. */
export const SUPPORT_EMAIL = 'contact@parenthese.fr';
export const SUPPORT_PHONE = '01 84 60 42 10';

/** Under every mail to an employee, as on their pages. */
export const CRISIS_LINE_TEXT = "En cas d'urgence : 3114 (prévention du suicide, 24 h/24), 15 (SAMU) ou 112.";
