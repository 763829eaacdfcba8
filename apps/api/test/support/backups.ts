import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';
import { listFiles } from '../../src/modules/backups/backup-file';
import { createAdmin, createPsychologist, createEmployee } from './factories';
import { bearerFor, createBookedConsultation, weekdayAt } from './consultations';
import { multipartFile, SAMPLE_PDF, weekdayMonthsAgo } from './billing';
import { shiftMonthKey, parisMonthKey } from '@parenthese/shared';

/** Any SQL text answered with its rows: the source app's handle, a PGlite instance or a pg client. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Every table of the schemas a restore must bring back (ours, drizzle's journal, pg-boss's jobs): its
 * row count and a hash of all its rows in a fixed order. Read from information_schema, so a table added
 * later is compared too.
 */
export async function tableFingerprints(query: Query): Promise<Record<string, { rows: number; hash: string }>> {
  const tables = await query(
    "select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'drizzle', 'pgboss') and table_type = 'BASE TABLE' order by 1, 2",
  );
  const fingerprints: Record<string, { rows: number; hash: string }> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const qualified = `"${schema}"."${name}"`;
    const [row] = await query(`select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash from ${qualified} t`);
    fingerprints[qualified] = { rows: Number(row.rows), hash: String(row.hash) };
  }
  return fingerprints;
}

/** Each file under a directory with its bytes (relative path → content). */
export async function filesOf(directory: string): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const file of await listFiles(directory)) files[file] = readFileSync(path.join(directory, file));
  return files;
}

/** What is in a directory now, names and contents' hashes (to show a refused restore left it as it was). */
export function directoryState(directory: string): string[] {
  const walk = (dir: string, prefix: string): string[] => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return [`${relative}/`, ...walk(path.join(dir, entry.name), `${relative}/`)];
      return [
        `${relative} ${createHash('sha256')
          .update(readFileSync(path.join(dir, entry.name)))
          .digest('hex')}`,
      ];
    });
  };
  return walk(directory, '').sort();
}

/**
 * A populated platform: bookings (the credit ledger moves with them), mails in the outbox, a bill's
 * file uploaded through its route, and second factors (every factory account is enrolled).
 */
export async function populate({ app, services }: Pick<TestApp, 'app' | 'services'>) {
  const tech = await createAdmin(services.db, { adminRole: 'TECH' });
  const psychologist = await createPsychologist(services.db, { phoneNumber: '0611223344' });
  const employee = await createEmployee(services.db, { credits: 3 });
  const colleague = await createEmployee(services.db, { companyId: employee.companyId, credits: 3 });
  await createBookedConsultation(services.db, { doctorId: psychologist.id, employee, startsAt: weekdayMonthsAgo(1, 10) });
  await createBookedConsultation(services.db, { doctorId: psychologist.id, employee: colleague, startsAt: weekdayAt(10, 11, services.clock.now()) });
  await services.mailer.send({ kind: 'contact-ack', to: 'a@example.fr', subject: 'Bonjour', text: 'Un mail en attente' });
  const month = shiftMonthKey(parisMonthKey(services.clock.now()), -1);
  const file = multipartFile('Facture.pdf', SAMPLE_PDF, 'application/pdf');
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/admin/doctors/${psychologist.id}/bills/${month}/document`,
    headers: { authorization: await bearerFor({ services }, tech), ...file.headers },
    payload: file.payload,
  });
  if (uploaded.statusCode !== 200) throw new Error(`bill upload: ${uploaded.statusCode} ${uploaded.body}`);
  return { tech };
}
