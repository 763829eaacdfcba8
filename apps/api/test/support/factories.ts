import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminRole, DoctorCategory } from '@parenthese/shared';
import type { Executor } from '../../src/db/client';
import { admins, companies, creditLedger, doctors, employees, users } from '../../src/db/schema';
import { encryptSecret } from '../../src/lib/secret-box';
import { hashPassword } from '../../src/lib/password-hashing';

export const TEST_PASSWORD = 'Secret123!';
let cachedHash: Promise<string> | undefined;
/** Hashing once per file keeps the suites fast; argon2id is slow on purpose. */
const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomUUID().slice(0, 8);

export async function createCompany(db: Executor, values: Partial<typeof companies.$inferInsert> = {}) {
  const creditsAmount = values.creditsAmount ?? 100;
  const [company] = await db
    .insert(companies)
    .values({ name: `Société ${unique()}`, email: `rh-${unique()}@example.fr`, employeeAmountMax: 3, ...values, creditsAmount })
    .returning();
  await db.insert(creditLedger).values({ account: 'COMPANY', companyId: company.id, delta: creditsAmount, reason: 'GRANT' });
  return company;
}

export async function createAdmin(db: Executor, options: { adminRole?: AdminRole; email?: string; isLocked?: boolean; isFirstConnection?: boolean } = {}) {
  const email = options.email ?? `admin-${unique()}@example.fr`;
  const [user] = await db
    .insert(users)
    .values({ role: 'ADMIN', email, passwordHash: await testPasswordHash(), isFirstConnection: options.isFirstConnection ?? false, isLocked: options.isLocked ?? false })
    .returning();
  await db.insert(admins).values({ userId: user.id, firstName: 'Alex', lastName: 'Admin', adminRole: options.adminRole ?? 'TECH' });
  return { ...user, login: email, password: TEST_PASSWORD };
}

export async function createDoctor(
  db: Executor,
  options: { email?: string; categories?: DoctorCategory[]; isPhoneEnabled?: boolean; isVideoEnabled?: boolean; phoneNumber?: string; isFirstConnection?: boolean } = {},
) {
  const email = options.email ?? `psy-${unique()}@example.fr`;
  const [user] = await db
    .insert(users)
    .values({ role: 'DOCTOR', email, passwordHash: await testPasswordHash(), isFirstConnection: options.isFirstConnection ?? false })
    .returning();
  const [doctor] = await db
    .insert(doctors)
    .values({
      userId: user.id,
      adeliNumber: String(Math.floor(100_000_000 + Math.random() * 899_999_999)),
      firstName: 'Claire',
      lastName: 'Dubois',
      phoneNumber: options.phoneNumber ?? '0611223344',
      categories: options.categories ?? ['Psychologue clinicien'],
      isPhoneEnabled: options.isPhoneEnabled ?? true,
      isVideoEnabled: options.isVideoEnabled ?? true,
    })
    .returning();
  return { ...user, doctor, login: email, password: TEST_PASSWORD };
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
  const credits = options.credits ?? 3;
  const temporary = options.temporaryPassword;
  const [user] = await db
    .insert(users)
    .values({
      role: 'EMPLOYEE',
      username,
      email: options.email === undefined ? `${username}@example.fr` : options.email,
      passwordHash: temporary ? await hashPassword(temporary.plain) : await testPasswordHash(),
      temporaryPasswordEncrypted: temporary ? encryptSecret(temporary.encryptionKey, temporary.plain) : null,
      isFirstConnection: options.isFirstConnection ?? false,
      isLocked: options.isLocked ?? false,
    })
    .returning();
  const [employee] = await db
    .insert(employees)
    .values({ userId: user.id, companyId, firstName: 'Léa', lastName: 'Moreau', phoneNumber: options.phoneNumber ?? '0612345678', availableCredits: credits, creditsFromCompany: credits })
    .returning();
  await db.insert(creditLedger).values({ account: 'EMPLOYEE', companyId, employeeId: user.id, delta: credits, reason: 'GRANT' });
  return { ...user, employee, companyId, login: username, password: temporary?.plain ?? TEST_PASSWORD };
}

/** Signs in through the real endpoint and returns the bearer header. */
export async function signIn(app: FastifyInstance, login: string, password = TEST_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: login, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${login}: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string };
  return { authorization: `Bearer ${body.token}`, token: body.token };
}
