/**
 * The fixed TOTP secrets of the demo staff accounts (base32), written in the README so anyone can add
 * them to an authenticator app. Demo only: seeded with the demo world, never when DEMO_SEED=false.
 * Tests, end-to-end journeys and benches compute codes from these same values.
 */
export const DEMO_SECOND_FACTOR_SECRETS = {
  'tech.admin@demo.fr': 'OD6NTJL6VY5OFXVBHH2WFQH7SN3W2VZK',
  'site.admin@demo.fr': '5AA6F63DWX3B6K7URCNPYUREG7O2PKH5',
  'psy.clinicien@demo.fr': 'ZWVLIP37EFDZYIWWDQPMTE5P6DTZ3WAE',
  'psy.travail@demo.fr': 'OVXKNLR42KGOXHSNXWZFMX2LJYUX2X4Q',
} as const satisfies Record<string, string>;

export type DemoStaffLogin = keyof typeof DEMO_SECOND_FACTOR_SECRETS;

/** The secret the test factories enrol staff accounts with by default. */
export const TEST_SECOND_FACTOR_SECRET = '3EK73U4VVMOFT5IKDB5ZMI3EIIMAH2MJ';
