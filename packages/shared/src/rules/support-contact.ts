/** The platform's support, shown on /contact and named in account mails that may need a human. */
export const SUPPORT_EMAIL = 'contact@parenthese.fr';
export const SUPPORT_PHONE = '01 84 60 42 10';
