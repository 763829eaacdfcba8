import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminRole, PsychologistCategory } from '@parenthese/shared';
import type { Executor } from '../../src/db/client';
import { eq } from 'drizzle-orm';
import { companies, psychologists, employees, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password-hashing';
import { createAccount, ownPassword, temporaryCredentials } from '../../src/modules/accounts/account-creation';
import { grantCompanyCredits } from '../../src/modules/credits/credit-ledger';
import { insertCompanyPoolSnapshot } from '../../src/modules/credits/pool-snapshots';
import { TEST_SECOND_FACTOR_SECRET } from '../../src/db/demo-second-factor';
import { decryptSecret, encryptSecret } from '../../src/lib/secret-box';
import { findUserBySignInName } from '../../src/modules/auth/repository';
import { findSecondFactor, insertEnabledSecondFactor } from '../../src/modules/second-factor/repository';
import { totpCode } from '../../src/modules/second-factor/totp';
import { companyNameKey, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@parenthese/shared';
import type { Services } from '../../src/modules/services';
import { servicesOf, TEST_DATA_ENCRYPTION_KEY } from './test-app';
import { nowOf, TEST_CLOCK_START } from './test-clock';

export const TEST_PASSWORD = 'Secret123!';
let cachedHash: Promise<string> | undefined;
/** Hashing once per file keeps the suites fast; argon2id is slow on purpose. */
const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomUUID().slice(0, 8);

export async function createCompany(db: Executor, values: Partial<typeof companies.$inferInsert> = {}) {
  const { creditsAmount = 100, name = `Société ${unique()}`, ...fields } = values;
  const [created] = await db
    .insert(companies)
    .values({ name, nameKey: companyNameKey(name), email: `rh-${unique()}@example.fr`, employeeAmountMax: 3, ...fields, creditsAmount: 0 })
    .returning();
  await grantCompanyCredits(db, { companyId: created.id, amount: creditsAmount });
  // As the API's creation does: the first pool snapshot, what administrators see (decision 0045).
  await insertCompanyPoolSnapshot(db, { companyId: created.id, creditsAmount, now: TEST_CLOCK_START });
  const [company] = await db.select().from(companies).where(eq(companies.id, created.id));
  return company;
}

/** The user row as created, with what a test needs to sign in. */
async function userRow(db: Executor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/**
 * Staff accounts are enrolled in the second factor with TEST_SECOND_FACTOR_SECRET unless a test asks
 * for them unenrolled (`isSecondFactorEnrolled: false`, the state before their first sign-in).
 */
type SecondFactorOption = { isSecondFactorEnrolled?: boolean; secondFactorSecret?: string };

async function enrolUnlessAsked(db: Executor, userId: string, options: SecondFactorOption) {
  if (options.isSecondFactorEnrolled === false) return;
  await insertEnabledSecondFactor(db, userId, encryptSecret(TEST_DATA_ENCRYPTION_KEY, options.secondFactorSecret ?? TEST_SECOND_FACTOR_SECRET));
}

export async function createAdmin(db: Executor, options: { adminRole?: AdminRole; email?: string; isLocked?: boolean; isFirstConnection?: boolean } & SecondFactorOption = {}) {
  const email = options.email ?? `admin-${unique()}@example.fr`;
  const credentials = { ...ownPassword(await testPasswordHash()), isFirstConnection: options.isFirstConnection ?? false };
  const userId = await createAccount(db, { role: 'ADMIN', email, profile: { firstName: 'Alex', lastName: 'Admin', adminRole: options.adminRole ?? 'TECH' } }, credentials, {
    now: nowOf(db),
    isLocked: options.isLocked,
  });
  await enrolUnlessAsked(db, userId, options);
  return { ...(await userRow(db, userId)), login: email, password: TEST_PASSWORD };
}

export async function createPsychologist(
  db: Executor,
  options: {
    email?: string;
    categories?: PsychologistCategory[];
    isPhoneEnabled?: boolean;
    isVideoEnabled?: boolean;
    phoneNumber?: string;
    isFirstConnection?: boolean;
  } & SecondFactorOption = {},
) {
  const email = options.email ?? `psy-${unique()}@example.fr`;
  const credentials = { ...ownPassword(await testPasswordHash()), isFirstConnection: options.isFirstConnection ?? false };
  const userId = await createAccount(
    db,
    {
      role: 'DOCTOR',
      email,
      profile: {
        adeliNumber: String(Math.floor(100_000_000 + Math.random() * 899_999_999)),
        firstName: 'Claire',
        lastName: 'Dubois',
        phoneNumber: options.phoneNumber ?? '0611223344',
        categories: options.categories ?? ['Psychologue clinicien'],
        isPhoneEnabled: options.isPhoneEnabled ?? true,
        isVideoEnabled: options.isVideoEnabled ?? true,
      },
    },
    credentials,
    { now: nowOf(db) },
  );
  await enrolUnlessAsked(db, userId, options);
  const [psychologist] = await db.select().from(psychologists).where(eq(psychologists.userId, userId));
  return { ...(await userRow(db, userId)), profile: psychologist, login: email, password: TEST_PASSWORD };
}

export async function createEmployee(
  db: Executor,
  options: {
    companyId?: string;
    username?: string;
    email?: string | null;
    phoneNumber?: string;
    credits?: number;
    isFirstConnection?: boolean;
    isLocked?: boolean;
    temporaryPassword?: { plain: string; encryptionKey: Buffer; issuedAt: Date };
  } = {},
) {
  const companyId = options.companyId ?? (await createCompany(db)).id;
  const username = options.username ?? `salarie.${unique()}`;
  const temporary = options.temporaryPassword;
  const credentials = temporary
    ? (await temporaryCredentials(temporary.encryptionKey, temporary.issuedAt, temporary.plain)).credentials
    : { ...ownPassword(await testPasswordHash()), isFirstConnection: options.isFirstConnection ?? false };
  const userId = await createAccount(
    db,
    {
      role: 'EMPLOYEE',
      username,
      email: options.email === undefined ? `${username}@example.fr` : options.email,
      profile: { companyId, firstName: 'Léa', lastName: 'Moreau', phoneNumber: options.phoneNumber ?? '0612345678' },
      allowance: options.credits ?? 3,
    },
    { ...credentials, isFirstConnection: options.isFirstConnection ?? false },
    { now: nowOf(db), isLocked: options.isLocked },
  );
  const [employee] = await db.select().from(employees).where(eq(employees.userId, userId));
  return { ...(await userRow(db, userId)), employee, companyId, login: username, password: temporary?.plain ?? TEST_PASSWORD };
}

type SignInAnswer = { token?: string; login?: string; role?: string; firstConnexion?: boolean; secondFactor?: 'CODE' | 'ENROL'; challenge?: string };

/**
 * A code the server has not accepted yet for this account: the earliest step within ±1 of now that is
 * later than the last accepted one (several sign-ins of one account within 30 s), else the next step's
 * code once it comes. The secret is read from the database, so demo and test accounts both work.
 */
export async function nextUnusedCode(services: Pick<Services, 'db' | 'config' | 'clock'>, login: string) {
  const user = await findUserBySignInName(services.db, login);
  const factor = user ? await findSecondFactor(services.db, user.id) : undefined;
  if (!factor?.enabledAt) throw new Error(`${login} n'a pas de double authentification`);
  const secret = decryptSecret(services.config.dataEncryptionKey, factor.secretEncrypted);
  for (;;) {
    // The server's clock (testApp.clock), which the server checks codes at.
    const now = services.clock.now().getTime();
    const currentStep = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
    // An earlier step's code is valid only until the current step ends: sent in its last seconds, it may
    // reach the server one step too late, be refused, and leave an audited failed sign-in behind.
    const secondsLeftInStep = TOTP_PERIOD_SECONDS - ((now / 1000) % TOTP_PERIOD_SECONDS);
    const oldestSafeStep = secondsLeftInStep > 10 ? currentStep - TOTP_WINDOW_STEPS : currentStep;
    const step = Math.max(oldestSafeStep, (factor.lastUsedTimeStep ?? -Infinity) + 1);
    if (step <= currentStep + TOTP_WINDOW_STEPS) return totpCode(secret, step * TOTP_PERIOD_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, (currentStep + 1) * TOTP_PERIOD_SECONDS * 1000 - now + 10));
  }
}

/** Completes an ENROL challenge as the enrolment screen does: a new secret, then its first code. Returns the confirm answer (token, recovery codes). */
export async function enrolAtSignIn(app: FastifyInstance, challenge: string) {
  const enrolment = await app.inject({ method: 'POST', url: '/api/token/second-factor/enrolment', payload: { challenge } });
  if (enrolment.statusCode !== 200) throw new Error(`enrolment failed: ${enrolment.statusCode} ${enrolment.body}`);
  const { secret } = enrolment.json() as { secret: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/token/second-factor/enrolment/confirm',
    payload: { challenge, code: await totpCode(secret, Math.floor(servicesOf(app).clock.now().getTime() / 1000)) },
  });
  if (confirm.statusCode !== 200) throw new Error(`enrolment confirmation failed: ${confirm.statusCode} ${confirm.body}`);
  return confirm.json() as { token: string; login: string; role: string; firstConnexion: boolean; recoveryCodes: string[] };
}

/**
 * Signs in through the real endpoints (password, then a code for an enrolled account) and returns the
 * bearer header. `headers`: sent with both steps, e.g. the browser's user agent.
 */
export async function signIn(app: FastifyInstance, login: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/token/create', headers, payload: { usermail: login, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${login}: ${response.statusCode} ${response.body}`);
  let body = response.json() as SignInAnswer;
  if (body.secondFactor === 'ENROL') throw new Error(`sign-in of ${login} asks for a second-factor enrolment`);
  // Two sign-ins of one account at once may pick the same code: the loser tries the next one.
  for (let attempt = 0; body.secondFactor === 'CODE'; attempt += 1) {
    const second = await app.inject({ method: 'POST', url: '/api/token/second-factor', headers, payload: { challenge: body.challenge, code: await nextUnusedCode(servicesOf(app), login) } });
    if (second.statusCode === 200) body = second.json() as SignInAnswer;
    else if (attempt >= 3) throw new Error(`second factor failed for ${login}: ${second.statusCode} ${second.body}`);
  }
  return { authorization: `Bearer ${body.token}`, token: body.token!, answer: body };
}
