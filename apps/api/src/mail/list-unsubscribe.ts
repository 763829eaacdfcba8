import { SUPPORT_EMAIL, type MailKind } from '@parenthese/shared';

/**
 * The List-Unsubscribe header (RFC 2369) of the kinds of mail that offer to stop, so that the mail
 * client's own « se désabonner » does what the mail's text says. The monthly report stops on request
 * to the Parenthèse contact (report-sections.ts says so): a mailto to that address, and no
 * List-Unsubscribe-Post, since no link stops it in one click.
 */
const LIST_UNSUBSCRIBE: Partial<Record<MailKind, string>> = {
  'company-usage-report': `<mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Ne plus recevoir le rapport mensuel')}>`,
};

export const listUnsubscribeHeaders = (kind: string): Record<string, string> => {
  const value = LIST_UNSUBSCRIBE[kind as MailKind];
  return value ? { 'List-Unsubscribe': value } : {};
};
