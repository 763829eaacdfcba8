/** The secret as authenticator apps ask for it when typed by hand: groups of 4, easier to read and to check. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

export const RECOVERY_CODES_FILE_NAME = 'parenthese-codes-de-secours.txt';

/** The downloaded file: the codes with what they are for, so the file still makes sense months later. */
export function recoveryCodesFileText(recoveryCodes: string[], login?: string): string {
  return [
    'Parenthèse : codes de secours de la double authentification',
    ...(login ? [`Compte : ${login}`] : []),
    '',
    "Chaque code ne sert qu'une fois. Utilisez-en un si vous n'avez plus accès à votre application d'authentification.",
    'Conservez ce fichier en lieu sûr.',
    '',
    ...recoveryCodes,
    '',
  ].join('\r\n');
}
