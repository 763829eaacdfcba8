import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminRole, DoctorCategory } from '@parenthese/shared';
import type { Executor } from '../../src/db/client';
import { eq } from 'drizzle-orm';
import { companies, doctors, employees, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password-hashing';
import { createAccount, ownPassword, temporaryCredentials } from '../../src/modules/accounts/account-creation';
import { grantCompanyCredits } from '../../src/modules/credits/credit-ledger';

export const TEST_PASSWORD = 'Secret123!';
let cachedHash: Promise<string> | undefined;
/** Hashing once per file keeps the suites fast; argon2id is slow on purpose. */
const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomUUID().slice(0, 8);

export async function createCompany(db: Executor, values: Partial<typeof companies.$inferInsert> = {}) {
  const { creditsAmount = 100, ...fields } = values;
  const [created] = await db
    .insert(companies)
    .values({ name: `Société ${unique()}`, email: `rh-${unique()}@example.fr`, employeeAmountMax: 3, ...fields, creditsAmount: 0 })
    .returning();
  await grantCompanyCredits(db, { companyId: created.id, amount: creditsAmount });
  const [company] = await db.select().from(companies).where(eq(companies.id, created.id));
  return company;
}

/** The user row as created, with what a test needs to sign in. */
async function userRow(db: Executor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function createAdmin(db: Executor, options: { adminRole?: AdminRole; email?: string; isLocked?: boolean; isFirstConnection?: boolean } = {}) {
  const email = options.email ?? `admin-${unique()}@example.fr`;
  const credentials = { ...ownPassword(await testPasswordHash()), isFirstConnection: options.isFirstConnection ?? false };
  const userId = await createAccount(db, { role: 'ADMIN', email, profile: { firstName: 'Alex', lastName: 'Admin', adminRole: options.adminRole ?? 'TECH' } }, credentials, { isLocked: options.isLocked });
  return { ...(await userRow(db, userId)), login: email, password: TEST_PASSWORD };
}

export async function createDoctor(
  db: Executor,
  options: { email?: string; categories?: DoctorCategory[]; isPhoneEnabled?: boolean; isVideoEnabled?: boolean; phoneNumber?: string; isFirstConnection?: boolean } = {},
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
  );
  const [doctor] = await db.select().from(doctors).where(eq(doctors.userId, userId));
  return { ...(await userRow(db, userId)), doctor, login: email, password: TEST_PASSWORD };
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
    temporaryPassword?: { plain: string; encryptionKey: Buffer };
  } = {},
) {
  const companyId = options.companyId ?? (await createCompany(db)).id;
  const username = options.username ?? `salarie.${unique()}`;
  const temporary = options.temporaryPassword;
  const credentials = temporary
    ? (await temporaryCredentials(temporary.encryptionKey, temporary.plain)).credentials
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
    { isLocked: options.isLocked },
  );
  const [employee] = await db.select().from(employees).where(eq(employees.userId, userId));
  return { ...(await userRow(db, userId)), employee, companyId, login: username, password: temporary?.plain ?? TEST_PASSWORD };
}

/** Signs in through the real endpoint and returns the bearer header. */
export async function signIn(app: FastifyInstance, login: string, password = TEST_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: login, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${login}: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string };
  return { authorization: `Bearer ${body.token}`, token: body.token };
}
