// npm run employees-xlsx-browser -w @parenthese/bench [-- --rows 2000 --runs 3]
// Issue 34 item 12: « A 2,000-row company exports to .xlsx in the browser's journey in under 10 s ». The
// built app (`npm start`, fresh PGlite data with the demo data, on XLSX_BROWSER_PORT, 3964; or the server
// at XLSX_BROWSER_ORIGIN) gets a company of `rows` employees through the import API and its job; headless
// Chromium (/usr/bin/chromium) opens the company's page signed in as the demo TECH administrator and
// clicks « Exporter en Excel (.xlsx) »: the time from the click to the file written on disk is printed
// (each run and the median), the file opened with exceljs to check its header and row count. The journey
// (e2e/journeys/admin-employee-import.spec.ts) checks the same file without timing it; the server's own
// share is `npm run employees-xlsx`.
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
// Playwright is e2e's dependency, hoisted to the workspace's root node_modules.
import { chromium } from 'playwright-core';
import { EMPLOYEE_CSV_HEADER } from '../packages/shared/src/rules/employee-csv.ts';
import { paths } from '../packages/shared/src/paths.ts';
import { startDemoServer } from './demo-server.mjs';
import { signInDemo } from './demo-sign-in.mjs';

const { values: options } = parseArgs({ options: { rows: { type: 'string', default: '2000' }, runs: { type: 'string', default: '3' } } });
const rowCount = Number(options.rows);
const runs = Number(options.runs);
const port = Number(process.env.XLSX_BROWSER_PORT ?? 3964);
const BUDGET_MS = 10_000;

const { origin, stop } = await startDemoServer({ name: 'xlsx-browser', port, existingOrigin: process.env.XLSX_BROWSER_ORIGIN });
try {
  const session = await signInDemo(origin, 'tech.admin@demo.fr', 'Demo1234!');
  const api = async (method, path, body) => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  // Letters only in the tag: names stay plain, identifiers end without digits.
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
  const { companyId } = await api('POST', '/admin/companies/create', {
    companyName: `Export ${tag}`,
    companyMail: `rh.${tag}@exemple.fr`,
    creditsAmount: 10,
    employeeAmountMax: 1,
    triggerMailIfCreditsLow: false,
    amountOfCreditsToTriggerMail: 0,
  });
  const rows = Array.from({ length: rowCount }, (_, index) => ({ firstName: `Prénom${index}`, lastName: `Export${tag}`, service: `Équipe ${index % 9}`, job: 'Technicien', email: null }));
  const seededAt = performance.now();
  const started = await api('POST', `/admin/companies/${companyId}/employee-imports`, { rows });
  for (;;) {
    const progress = await api('GET', `/admin/companies/${companyId}/employee-imports/${started.importId}`);
    if (progress.status === 'COMPLETED') break;
    if (progress.status === 'FAILED') throw new Error(`import failed: ${progress.failureReason}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`${rowCount} salariés importés en ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', acceptDownloads: true });
    // The session where the web app keeps it, before any script of the page runs.
    await context.addInitScript((value) => localStorage.setItem('authToken', value), JSON.stringify({ ...session, expiration: Date.now() + 24 * 3600 * 1000 }));
    const page = await context.newPage();
    await page.goto(`${origin}${paths.adminView('companies')}&company=${companyId}`);
    const button = page.getByRole('button', { name: 'Exporter en Excel (.xlsx)' });
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      await button.waitFor({ state: 'visible', timeout: 60_000 });
      const downloadPromise = page.waitForEvent('download', { timeout: 120_000 });
      const clickedAt = performance.now();
      await button.click();
      const download = await downloadPromise;
      const file = await download.path();
      const elapsed = performance.now() - clickedAt;
      times.push(elapsed);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      const header = sheet.getRow(1).values.slice(1);
      if (sheet.rowCount !== rowCount + 1 || header.join('|') !== EMPLOYEE_CSV_HEADER.join('|')) throw new Error(`unexpected file: ${sheet.rowCount} rows, header ${header.join(', ')}`);
      console.log(`essai ${run} : clic → fichier ${(elapsed / 1000).toFixed(2)} s (${sheet.rowCount - 1} lignes, ${download.suggestedFilename()})`);
      // The button is enabled again once the export ends.
      await page.getByRole('button', { name: 'Exporter en Excel (.xlsx)', disabled: false }).waitFor({ timeout: 60_000 });
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    console.log(`${rowCount} salariés, export .xlsx dans le navigateur : médiane ${(median / 1000).toFixed(2)} s sur ${runs} essais (budget ${BUDGET_MS / 1000} s)`);
    process.exitCode = median <= BUDGET_MS ? 0 : 1;
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
