// The scale data set's sizes and accounts, shared by seed-scale.mjs and run.mjs.
export const SCALE = {
  doctors: 500,
  companies: 1_000,
  employees: 200_000,
  pastConsultations: 100_000,
  /** Each company's pool: enough for every booking a benchmark run makes. */
  companyCredits: 100_000,
  employeeCredits: 3,
};

export const BENCH_PASSWORD = 'Bench1234!';

export function benchDatabaseUrl() {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/parenthese_bench';
}
