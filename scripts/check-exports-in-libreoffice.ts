// The employees' export checked with a real spreadsheet (issue 24): the CSV and the .xlsx written by the
// product's own code, from hostile and accented rows, converted by LibreOffice headless (CSV → .ods and
// .xlsx, split on ',' ';' and tab; .xlsx → .csv and .ods), then read back: every accent survives and no
// cell is a formula. CI has no LibreOffice, so this is a script, not a test:
//   npm run exports:check-libreoffice        (needs `soffice`, e.g. apt-get install libreoffice-calc-nogui)
// A control file written with the old rule (only a leading = + - @ neutralised) shows the check can fail.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { csvQuote, employeeExportTable, employeesCsv, type EmployeeCsvRow } from '@parenthese/shared';
import { employeeExportFileName } from '@parenthese/shared/employee-export-file-name';
import { spreadsheetHostileValues, spreadsheetPlainValues } from '../packages/shared/src/rules/spreadsheet-hostile-values';
import { generateTemporaryPassword } from '../apps/api/src/modules/accounts/temporary-password';
import { employeesXlsx } from '../apps/api/src/modules/admin/employees/employees-xlsx';

const rows: EmployeeCsvRow[] = [...spreadsheetHostileValues, ...spreadsheetPlainValues].map((value, index) => ({
  lastName: value,
  firstName: index % 2 ? 'Éloïse' : value,
  service: value,
  job: [value, 'Préparatrice', ''][index % 3],
  userName: `salarie${index}`,
  temporaryPassword: generateTemporaryPassword(),
}));
const table = employeeExportTable(rows);

const workDirectory = mkdtempSync(path.join(tmpdir(), 'exports-libreoffice-'));
const profile = `file://${path.join(workDirectory, 'profile')}`;
const failures: string[] = [];
const check = (isTrue: boolean, what: string) => {
  console.log(`${isTrue ? 'ok  ' : 'FAIL'} ${what}`);
  if (!isTrue) failures.push(what);
};

/** soffice --headless --convert-to, into its own folder; returns the converted file's path. */
function convert(file: string, to: string, infilter?: string): string {
  const outDirectory = path.join(workDirectory, `out-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(outDirectory);
  execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=${profile}`, ...(infilter ? [`--infilter=${infilter}`] : []), '--convert-to', to, '--outdir', outDirectory, file], {
    stdio: 'pipe',
  });
  return path.join(outDirectory, `${path.basename(file, path.extname(file))}.${to.split(':')[0]}`);
}

const decodeXml = (text: string) => text.replaceAll('&apos;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** An .ods file's cell texts (each paragraph one entry) and its number of formula cells. */
function readOds(file: string) {
  const content = strFromU8(unzipSync(readFileSync(file))['content.xml']);
  const texts = [...content.matchAll(/<table:table-cell\b[^>]*>([\s\S]*?)<\/table:table-cell>/g)].map((cell) =>
    [...cell[1].matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map((paragraph) => decodeXml(paragraph[1].replace(/<[^>]+>/g, ''))).join('\n'),
  );
  return { texts, formulas: (content.match(/table:formula=/g) ?? []).length };
}

/** An .xlsx file's number of formula cells (<f> elements in its sheets) and its shared and inline texts. */
function readXlsx(file: string) {
  const files = unzipSync(readFileSync(file));
  const sheets = Object.keys(files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  const xml = sheets.map((name) => strFromU8(files[name])).join('');
  const shared = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '';
  const texts = [...`${shared}${xml}`.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((text) => decodeXml(text[1]));
  return { texts, formulas: (xml.match(/<f[\s>/]/g) ?? []).length };
}

const expectedTexts = [...spreadsheetPlainValues, 'Prénom', "Nom d'utilisateur", 'Éloïse', 'Préparatrice', 'Non renseigné'];
const passwords = rows.map((row) => row.temporaryPassword);

try {
  const day = new Date();
  const csvFile = path.join(workDirectory, employeeExportFileName('Atelier Éléonore Fils', day, 'csv'));
  const xlsxFile = path.join(workDirectory, employeeExportFileName('Atelier Éléonore Fils', day, 'xlsx'));
  writeFileSync(csvFile, employeesCsv(rows), 'utf8');
  writeFileSync(xlsxFile, await employeesXlsx(table));
  console.log(
    `${rows.length} salariés (${spreadsheetHostileValues.length} valeurs hostiles, ${spreadsheetPlainValues.length} accentuées) écrits dans ${path.basename(csvFile)} et ${path.basename(xlsxFile)}`,
  );
  console.log(execFileSync('soffice', ['--version']).toString().trim());

  // The CSV as LibreOffice reads it: the character set left to it (the byte order mark decides), split on
  // each separator a locale may use, then saved as .ods and .xlsx, whose XML says which cells are formulas.
  for (const [separatorName, separatorCode] of [
    ['virgule', 44],
    ['point-virgule', 59],
    ['tabulation', 9],
  ] as const) {
    const infilter = `CSV:${separatorCode},34,,1`;
    const ods = readOds(convert(csvFile, 'ods', infilter));
    const xlsx = readXlsx(convert(csvFile, 'xlsx', infilter));
    check(ods.formulas === 0 && xlsx.formulas === 0, `CSV lu séparé par ${separatorName} → .ods et .xlsx : ${ods.formulas + xlsx.formulas} formule(s)`);
    if (separatorName === 'virgule') {
      const missing = expectedTexts.filter((text) => !ods.texts.includes(text) || !xlsx.texts.includes(text));
      check(missing.length === 0, `CSV lu séparé par virgule : chaque accent intact (${expectedTexts.length} textes cherchés${missing.length ? `, absents : ${JSON.stringify(missing)}` : ''})`);
      const changed = passwords.filter((password) => !ods.texts.includes(password));
      check(changed.length === 0, `CSV lu séparé par virgule : les ${passwords.length} mots de passe temporaires tels quels${changed.length ? `, altérés : ${JSON.stringify(changed)}` : ''}`);
    }
  }

  // What LibreOffice does without any filter option (a double click in a headless conversion): it assumes
  // its default character set and ignores the byte order mark. Reported, not required: a person opening
  // the file gets the import dialog, where the mark selects UTF-8.
  const bare = readOds(convert(csvFile, 'ods'));
  console.log(
    `info CSV converti sans option de filtre : ${bare.formulas} formule(s), « Prénom » ${bare.texts.includes('Prénom') ? 'intact' : 'illisible (jeu de caractères par défaut de LibreOffice)'}`,
  );

  // The .xlsx: no formula in it, and LibreOffice reads back every value as written (→ .csv and → .ods).
  check(readXlsx(xlsxFile).formulas === 0, 'fichier .xlsx écrit : aucune formule');
  const backToCsv = readFileSync(convert(xlsxFile, 'csv:Text - txt - csv (StarCalc):44,34,76,1'), 'utf8').replace(/^\uFEFF/, '');
  const readBack = Papa.parse<string[]>(backToCsv, { delimiter: ',', skipEmptyLines: true }).data;
  const differences = table.flatMap((cells, row) =>
    cells.flatMap((cell, column) => (readBack[row]?.[column] === cell ? [] : [`${row},${column}: ${JSON.stringify(readBack[row]?.[column])} ≠ ${JSON.stringify(cell)}`])),
  );
  check(
    differences.length === 0 && readBack.length === table.length,
    `.xlsx → .csv par LibreOffice : ${table.length} lignes, chaque valeur identique${differences.length ? ` sauf ${differences.slice(0, 5).join(' ; ')}` : ''}`,
  );
  const xlsxAsOds = readOds(convert(xlsxFile, 'ods'));
  check(xlsxAsOds.formulas === 0, `.xlsx → .ods par LibreOffice : ${xlsxAsOds.formulas} formule(s)`);

  // Control: the same rows with the old rule (only a leading = + - @ neutralised) must show formulas once
  // split on ';', or this check proves nothing.
  const oldCell = (value: string) => csvQuote(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  const controlFile = path.join(workDirectory, 'controle-ancienne-regle.csv');
  writeFileSync(controlFile, `\uFEFF${table.map((cells) => cells.map(oldCell).join(',')).join('\n')}\n`, 'utf8');
  const control = readOds(convert(controlFile, 'ods', 'CSV:59,34,,1'));
  check(control.formulas > 0, `contrôle (ancienne règle, séparé par point-virgule) : ${control.formulas} formule(s) détectée(s)`);
} finally {
  rmSync(workDirectory, { recursive: true, force: true });
}

console.log(failures.length === 0 ? 'Tout est bon.' : `${failures.length} vérification(s) en échec.`);
process.exitCode = failures.length === 0 ? 0 : 1;
