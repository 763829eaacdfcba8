// The scale data set's sizes and accounts, shared by seed-scale.mjs and run.mjs.
export const SCALE = {
  doctors: 500,
  companies: 1_000,
  employees: 200_000,
  /** Employees 1 to 10,000 all work for company 1 (« Société 1 »), the admin employee page's case. */
  largeCompanyEmployees: 10_000,
  pastConsultations: 100_000,
  /** Each company's pool: enough for every booking a benchmark run makes. */
  companyCredits: 100_000,
  employeeCredits: 3,
  /**
   * SITE administrators: the admin scenarios take turns between them, since the API's global limit
   * (600 requests a minute) counts a signed-in request against its account.
   */
  admins: 500,
};

export const BENCH_PASSWORD = 'Bench1234!';
/** The first SITE administrator (the others are admin2@bench.parenthese.fr …). */
export const BENCH_ADMIN_EMAIL = 'admin@bench.parenthese.fr';

/**
 * A valid version-4 UUID derived from a text (SQL expression): identifiers follow from row numbers, so
 * tables link without lookups, and the API's UUID checks accept them (a bare md5 has no version bits).
 */
export const uuidFrom = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * The company number of employee number `i` (SQL expression): employees 1 to 10,000 fill company 1,
 * the others spread over companies 2 to 1,000 (about 190 each).
 */
export const companyOfEmployee = (i) => `(case when ${i} <= ${SCALE.largeCompanyEmployees} then 1 else 2 + ${i} % ${SCALE.companies - 1} end)`;

export function benchDatabaseUrl() {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/parenthese_bench';
}
