import { generate, generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCodeToString } from 'qrcode';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@parenthese/shared';

/** A new secret: 20 random bytes (RFC 4226's recommended length), base32 as authenticator apps expect. */
export const newTotpSecret = () => generateSecret();

/** The otpauth:// link an authenticator app reads (from the QR code or pasted). */
export const totpLink = (secret: string, accountName: string) => generateURI({ issuer: TOTP_ISSUER, label: accountName, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/** The QR code of the link, as an SVG drawn on the server: the web app needs no QR library. */
export const totpQrCodeSvg = (link: string) => qrCodeToString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The code of a secret at a moment (seconds since the epoch: the clock's now, lib/clock.ts), as an authenticator app shows it. */
export const totpCode = (secret: string, epochSeconds: number) => generate({ secret, epoch: epochSeconds, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/**
 * The time step a code belongs to, within ±1 step of now, and only later than `afterTimeStep` (the last
 * accepted one) so a code is never used twice; null when it does not match. `epochSeconds`: the clock's now.
 */
export async function matchTotpCode(secret: string, code: string, afterTimeStep: number | null, epochSeconds: number) {
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A date as the seconds since the epoch that TOTP steps count in. */
export const epochSecondsOf = (date: Date) => Math.floor(date.getTime() / 1000);
