import demoSecrets from './demo-second-factor-secrets.json';

/**
 * The fixed TOTP secrets of the demo staff accounts (base32), written in the README so anyone can add
 * them to an authenticator app. Demo only: seeded with the demo world, never when DEMO_SEED=false.
 * Tests, end-to-end journeys and benches compute codes from these same values; they are kept as JSON
 * so the benches' plain Node scripts read them too (bench/demo-sign-in.mjs).
 */
export const DEMO_SECOND_FACTOR_SECRETS: Readonly<Record<'tech.admin@demo.fr' | 'site.admin@demo.fr' | 'psy.clinicien@demo.fr' | 'psy.travail@demo.fr', string>> = demoSecrets;

export type DemoStaffLogin = keyof typeof DEMO_SECOND_FACTOR_SECRETS;

/** The secret the test factories enrol staff accounts with by default. */
export const TEST_SECOND_FACTOR_SECRET = '3EK73U4VVMOFT5IKDB5ZMI3EIIMAH2MJ';
