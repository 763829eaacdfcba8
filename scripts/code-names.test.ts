import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 38 and decision 0075: code says `psychologist`, `consultation` and `video`; the spec's `doctor`,
// `meeting` and `TEAMS` stay on the wire (fields, URLs, role values) and in the database. Object keys and
// destructured wire fields are the wire; what is checked here is what code names itself: a declared
// variable, function, parameter, type, class or renamed binding.
const root = `${import.meta.dirname}/..`;
const oldName = /doctor|meeting|teams/i;

/**
 * The names decision 0075 keeps, each for its reason: the types and value lists of the wire's
 * `meetingType`/`meetingStatus` fields (their values, 'TEAMS' and 'BOOKED', are the wire's), a variable
 * holding one of those fields, and what mirrors the `meetings` table (its schema object, its row type, the
 * tests' helpers that read or insert its rows).
 */
const keptNames = new Set([
  'MeetingType',
  'MeetingStatus',
  'MEETING_TYPES',
  'MEETING_STATUSES',
  'meetingType',
  'meetingTypes',
  'meetingStatus',
  'meetingTypeLabels',
  'meetings',
  'MeetingRow',
  'meetingRow',
  'insertMeetings',
]);

function declaredName(node: ts.Node): string | undefined {
  if (ts.isBindingElement(node)) return node.propertyName && ts.isIdentifier(node.name) ? node.name.text : undefined;
  const isDeclaration =
    ts.isVariableDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isParameter(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isMethodDeclaration(node);
  return isDeclaration && node.name && ts.isIdentifier(node.name) ? node.name.text : undefined;
}

/** `file:line name` for each declaration of the source text whose name is an old one not kept. */
export function oldNamesIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const name = declaredName(node);
    if (name && oldName.test(name) && !keptNames.has(name)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${name}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one name for each thing in code (decision 0075)', () => {
  it('finds an old name declared in code, and leaves the wire and the kept names alone', () => {
    const snippet = [
      'const doctorId = body.doctorId;',
      'function presentDoctor(row: Row) { return row; }',
      'const { doctorId: psychologistId, meetingId } = body;',
      'const answer = { doctorId: psychologistId, meetingType: "TEAMS" };',
      'type MeetingRow = typeof meetings.$inferSelect;',
      'const { isTeamsEnabled: video } = row;',
      'const { meetingId: meeting } = row;',
    ].join('\n');
    expect(oldNamesIn('snippet.ts', snippet)).toEqual(['snippet.ts:1 doctorId', 'snippet.ts:2 presentDoctor', 'snippet.ts:7 meeting']);
  });

  it('declares no old name in the code of the apps, the shared package, the journeys, scripts and benches', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.mts'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.includes('/migrations/') && !file.endsWith('.d.ts'));
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((file) => oldNamesIn(file, readFileSync(`${root}/${file}`, 'utf8')))).toEqual([]);
  });
});
