import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RGAA_AUDIT, RGAA_CRITERIA_COUNT, RGAA_TEST_ENVIRONMENT, rgaaRate, type RgaaCriterion } from './rgaa-audit';

describe('rgaaRate', () => {
  it('is conforming over applicable criteria, rounded down, not applicable ones left out', () => {
    const audit: RgaaCriterion[] = [
      { criterion: '1.1', title: '', status: 'C', checkedBy: 'x' },
      { criterion: '1.2', title: '', status: 'C', checkedBy: 'x' },
      { criterion: '2.1', title: '', status: 'NA', checkedBy: 'x' },
      { criterion: '3.2', title: '', status: 'NC', checkedBy: 'x', defect: 'y' },
    ];
    expect(rgaaRate(audit)).toEqual({ conforming: 2, nonConforming: 1, notApplicable: 1, evaluated: 4, percent: 66 });
    expect(rgaaRate([]).percent).toBe(0);
  });
});

describe('the audit file', () => {
  it('names each criterion once, as RGAA 4.1 numbers it, each with its check, and a defect for each NC', () => {
    const numbers = RGAA_AUDIT.map((entry) => entry.criterion);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const entry of RGAA_AUDIT) {
      expect(entry.criterion).toMatch(/^(1[0-3]|[1-9])\.\d{1,2}$/);
      expect(entry.checkedBy).not.toBe('');
      expect(Boolean(entry.defect)).toBe(entry.status === 'NC');
    }
    expect(RGAA_AUDIT.length).toBeLessThanOrEqual(RGAA_CRITERIA_COUNT);
  });

  it('states the axe-core version the e2e suite really runs', () => {
    const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../../package-lock.json'), 'utf8'));
    expect(RGAA_TEST_ENVIRONMENT.axeCoreVersion).toBe(lock.packages['node_modules/axe-core'].version);
  });

  it('keeps C for what a check in the repository covers: each has its journeys, and every journey it names exists', () => {
    const journeys = path.resolve(import.meta.dirname, '../../../../../e2e/journeys');
    for (const entry of RGAA_AUDIT.filter((criterion) => criterion.status === 'C')) {
      expect(entry.checkedIn?.length, entry.criterion).toBeGreaterThan(0);
      for (const file of entry.checkedIn ?? []) expect(() => readFileSync(path.join(journeys, file)), file).not.toThrow();
    }
  });

  it('says how each criterion was checked for the statement’s readers: no file of the repository', () => {
    for (const entry of RGAA_AUDIT) expect(entry.checkedBy).not.toMatch(/\.spec\.ts|e2e\/|\.html|\.tsx?\b/);
  });
});
