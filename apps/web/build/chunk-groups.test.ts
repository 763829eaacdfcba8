import { describe, expect, it } from 'vitest';
import { planChunkGroups, SMALL_CHUNK_BYTES, type PlannedChunk } from './chunk-groups';

/** A build's chunk: `code` only matters by its length, `moduleIds` default to one module named after the file. */
const chunk = (fileName: string, values: Partial<PlannedChunk> = {}): PlannedChunk => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [`/app/${fileName}.module.ts`],
  imports: [],
  code: 'x'.repeat(200),
  ...values,
});
const route = (fileName: string, facadeModuleId: string, imports: string[]) => chunk(fileName, { isDynamicEntry: true, facadeModuleId, imports });

/**
 * The shape of the web app's build: the entry, the landing page, and routes of the three signed-in areas and
 * of the public site, sharing small chunks (an icon, a date helper) and a large one.
 */
const chunks = [
  chunk('entry', { isEntry: true, facadeModuleId: '/app/src/main.tsx', imports: ['react'] }),
  chunk('react', { code: 'x'.repeat(50_000) }),
  route('landing', '/app/src/features/public/index.ts', ['entry', 'landing-icon']),
  chunk('landing-icon'),
  route('booking', '/app/src/features/employee/booking/index.ts', ['entry', 'check-icon', 'week-helper', 'date-library', 'landing-icon']),
  route('appointments', '/app/src/features/employee/consultations/index.ts', ['entry', 'check-icon', 'week-helper', 'forms']),
  route('calendar', '/app/src/features/psychologist/calendar/index.ts', ['entry', 'week-helper', 'clock-icon']),
  route('audit', '/app/src/features/admin/audit/audit-log-view.tsx', ['entry', 'clock-icon', 'user-icon']),
  route('companies', '/app/src/features/admin/companies/companies-view.tsx', ['entry', 'user-icon', 'forms']),
  route('contact', '/app/src/features/contact/index.ts', ['entry', 'forms']),
  chunk('check-icon'),
  chunk('clock-icon'),
  chunk('user-icon', { moduleIds: ['/app/node_modules/icons/user.js', '/app/node_modules/icons/user-round.js'] }),
  chunk('week-helper', { imports: ['date-library'] }),
  chunk('date-library', { code: 'x'.repeat(SMALL_CHUNK_BYTES) }),
  chunk('forms', { imports: ['react'] }),
];

describe('planChunkGroups', () => {
  const plan = planChunkGroups(chunks);
  const groupOf = (fileName: string) => plan.get(`/app/${fileName}.module.ts`);

  it('groups the small chunks by the areas whose routes import them', () => {
    expect(groupOf('check-icon')).toBe('employee');
    expect(plan.get('/app/node_modules/icons/user.js')).toBe('admin');
    expect(plan.get('/app/node_modules/icons/user-round.js')).toBe('admin');
    // Imported by two signed-in areas.
    expect(groupOf('clock-icon')).toBe('signed-in');
    // Imported by a route outside the signed-in areas too (the contact page): a public page gets this group only.
    expect(groupOf('forms')).toBe('shared');
  });

  it("never moves what '/' downloads into another page's group: the entry, the landing page and what they import", () => {
    for (const fileName of ['entry', 'react', 'landing']) expect(groupOf(fileName)).toBeUndefined();
  });

  it("puts the landing page's own small chunks in one group of theirs, and never what the entry imports (they import it)", () => {
    const landingChunks = [...chunks, chunk('landing-lock-icon', { imports: ['entry'] }), chunk('entry-helper', { imports: [] })];
    landingChunks[0] = chunk('entry', { isEntry: true, facadeModuleId: '/app/src/main.tsx', imports: ['react', 'entry-helper'] });
    landingChunks[2] = route('landing', '/app/src/features/public/index.ts', ['entry', 'landing-icon', 'landing-lock-icon']);
    const landingPlan = planChunkGroups(landingChunks);
    expect(landingPlan.get('/app/landing-icon.module.ts')).toBe('landing');
    expect(landingPlan.get('/app/landing-lock-icon.module.ts')).toBe('landing');
    expect(landingPlan.get('/app/entry-helper.module.ts')).toBeUndefined();
    expect(landingPlan.get('/app/react.module.ts')).toBeUndefined();
    expect(landingPlan.get('/app/landing.module.ts')).toBeUndefined();
  });

  it('leaves the route chunks and the chunks of the size limit or over where they are', () => {
    for (const fileName of ['booking', 'appointments', 'audit', 'contact', 'date-library']) expect(groupOf(fileName)).toBeUndefined();
  });

  it('leaves a small chunk out when it imports a chunk that stays apart, so that a group never pulls it into a page', () => {
    expect(groupOf('week-helper')).toBeUndefined();
    // Importing '/''s chunks is no reason: every page has them.
    expect(groupOf('forms')).toBeDefined();
  });

  it('merges a small chunk importing a larger one when every route of its group loads the larger one anyway', () => {
    const adminChunks = [
      ...chunks.filter((candidate) => !['audit', 'companies'].includes(candidate.fileName)),
      route('audit', '/app/src/features/admin/audit/audit-log-view.tsx', ['entry', 'user-icon', 'admin-badge', 'admin-table']),
      route('companies', '/app/src/features/admin/companies/companies-view.tsx', ['entry', 'user-icon', 'admin-badge', 'admin-table', 'forms']),
      chunk('admin-badge', { imports: ['admin-table'] }),
      chunk('admin-table', { code: 'x'.repeat(SMALL_CHUNK_BYTES * 2) }),
    ];
    const adminPlan = planChunkGroups(adminChunks);
    expect(adminPlan.get('/app/admin-badge.module.ts')).toBe('admin');
    expect(adminPlan.get('/app/admin-table.module.ts')).toBeUndefined();
  });

  it('plans nothing for a build without small shared chunks', () => {
    expect(planChunkGroups([chunk('entry', { isEntry: true })]).size).toBe(0);
  });
});
