// npm run company-erasure -w @parenthese/bench [-- --employees 10000 --mails 20000 --database both|postgres|pglite]
// The deletion of a large company through the real route (DELETE /api/admin/companies/delete/:id): every
// account goes through the one erasure (decision 0040), which deletes the mails written to them or naming
// their address and takes their phone number out of the psychologists' mail copies. The mail outbox holds
// `mails` rows: a third addressed to the company's employees, a third of psychologists' mails naming an
// employee's phone number (a phone consultation), a third of other mails naming no one of the company.
// Prints the time of the deletion and checks what is left; writes bench/results/company-erasure.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { createAdmin, createCompany } from '../apps/api/test/support/factories.ts';
import { bearerFor } from '../apps/api/test/support/consultations.ts';
import { benchAppConfig, createBenchDatabase, executeScript, root } from './in-process-app.mjs';

const { values: options } = parseArgs({
  options: { employees: { type: 'string', default: '10000' }, mails: { type: 'string', default: '20000' }, database: { type: 'string', default: 'both' } },
});
const employeeCount = Number(options.employees);
const mailCount = Number(options.mails);
const seconds = (ms) => (ms / 1000).toFixed(1);

/** Employee i's phone number: ten digits, distinct for every i below a million. */
const phoneOf = (i) => `sql_phone(${i})`;

async function seed(db, companyId) {
  // Rows written directly (the API would hash 10,000 passwords): what the erasure reads is all here.
  await db.execute(sql.raw(`create function sql_phone(i int) returns text language sql immutable as $$ select '06' || lpad(i::text, 8, '0') $$`));
  await executeScript(
    db,
    `
    insert into users (id, role, username, email, password_hash, is_first_connection)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'EMPLOYEE', 'bench.salarie.' || i, 'bench.salarie' || i || '@exemple.fr', 'x', false
      from generate_series(1, ${employeeCount}) i;
    insert into employees (user_id, company_id, first_name, last_name, phone_number)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, '${companyId}', 'Salarié', 'N' || i, ${phoneOf('i')}
      from generate_series(1, ${employeeCount}) i;`,
  );
  const third = Math.floor(mailCount / 3);
  await executeScript(
    db,
    `
    insert into mail_outbox (kind, from_address, to_address, subject, text_body, status)
      select 'booking-confirmation', 'noreply@parenthese.fr', 'bench.salarie' || (1 + i % ${employeeCount}) || '@exemple.fr', 'Votre rendez-vous', 'Bonjour, votre rendez-vous est confirmé.', 'SENT'
      from generate_series(1, ${third}) i;
    insert into mail_outbox (kind, from_address, to_address, subject, text_body, html_body, status)
      select 'booking-doctor', 'noreply@parenthese.fr', 'psy@exemple.fr', 'Nouvelle consultation',
             'Consultation par téléphone. Numéro : ' || ${phoneOf(`(1 + i % ${employeeCount})`)} || '. Merci.',
             '<p>Numéro : ' || regexp_replace(${phoneOf(`(1 + i % ${employeeCount})`)}, '(..)', '\\1 ', 'g') || '</p>', 'SENT'
      from generate_series(1, ${third}) i;
    insert into mail_outbox (kind, from_address, to_address, subject, text_body, status)
      select 'contact-ack', 'noreply@parenthese.fr', 'autre' || i || '@ailleurs.fr', 'Merci', 'Merci de votre demande, rappel au 0145454545 ' || i || '.', 'SENT'
      from generate_series(1, ${mailCount - 2 * third}) i;`,
  );
}

async function run(kind) {
  const database = kind === 'postgres' ? await createBenchDatabase('bench_erasure') : undefined;
  const connection = await connectDatabase({ databaseUrl: database?.url, dataDir: 'memory://' });
  const { app, services } = await buildApp({ config: benchAppConfig({}), connection });
  await app.ready();
  const result = { database: kind, employees: employeeCount, mails: mailCount, loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))) };
  try {
    const { db } = connection;
    const company = await createCompany(db, { employeeAmountMax: 2 });
    const authorization = await bearerFor({ services }, await createAdmin(db, { adminRole: 'SITE' }));
    await seed(db, company.id);

    const started = performance.now();
    const response = await app.inject({ method: 'DELETE', url: `/api/admin/companies/delete/${company.id}`, headers: { authorization } });
    result.deletionMs = Math.round(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`La suppression a répondu ${response.statusCode} : ${response.body}`);

    const count = async (query) => Number((await db.execute(sql.raw(query))).rows[0].n);
    result.employeesLeft = await count(`select count(*) as n from employees where company_id = '${company.id}'`);
    result.mailsToEmployeesLeft = await count(`select count(*) as n from mail_outbox where to_address like 'bench.salarie%'`);
    result.phoneNumbersLeft = await count(`select count(*) as n from mail_outbox where kind = 'booking-doctor' and (text_body ~ '06[0-9]{8}' or html_body ~ '06( ?[0-9]){8}')`);
    result.otherMailsKept = await count(`select count(*) as n from mail_outbox where kind = 'contact-ack' and text_body like '%0145454545%'`);
    const ok = result.employeesLeft === 0 && result.mailsToEmployeesLeft === 0 && result.phoneNumbersLeft === 0 && result.otherMailsKept === mailCount - 2 * Math.floor(mailCount / 3);
    result.isComplete = ok;
    console.log(
      `${kind} : suppression d'une entreprise de ${employeeCount.toLocaleString('fr-FR')} employés, ${mailCount.toLocaleString('fr-FR')} mails : ${seconds(result.deletionMs)} s` +
        ` — reste ${result.employeesLeft} employé(s), ${result.mailsToEmployeesLeft} mail(s) adressé(s), ${result.phoneNumbersLeft} numéro(s) ; ${result.otherMailsKept} autres mails gardés${ok ? '' : ' — INCOMPLET'}`,
    );
  } finally {
    await app.close();
    await database?.drop();
  }
  return result;
}

const kinds = options.database === 'both' ? ['postgres', 'pglite'] : [options.database];
const results = [];
for (const kind of kinds) results.push(await run(kind));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/company-erasure.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2)}\n`);
if (results.some((result) => !result.isComplete)) process.exitCode = 1;
