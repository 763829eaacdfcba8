// The pages the Lighthouse bench audits (lighthouse.mjs) and the budget check expects (lighthouse-budget.mjs):
// each page of each audience (issue 27), with the demo account it is seen as (null: a signed-out visitor).
// The administration's sections are `?view=` of one route (ADMIN_VIEWS in packages/shared/src/paths.ts):
// those every administrator sees as the SITE administrator, the TECH-only ones (and « Mon compte ») as TECH.
export const lighthousePages = [
  { path: '/', audience: 'visitor', signedInAs: null },
  { path: '/contact', audience: 'visitor', signedInAs: null },
  { path: '/confidentialite', audience: 'visitor', signedInAs: null },
  { path: '/mentions-legales', audience: 'visitor', signedInAs: null },
  { path: '/accessibilite', audience: 'visitor', signedInAs: null },
  { path: '/account/employee', audience: 'employee', signedInAs: 'demo.salarie' },
  { path: '/account/employee/appointments', audience: 'employee', signedInAs: 'demo.salarie' },
  { path: '/account/employee/profile', audience: 'employee', signedInAs: 'demo.salarie' },
  { path: '/account/psy/profile', audience: 'psychologist', signedInAs: 'psy.clinicien@demo.fr' },
  { path: '/account/psy/calendar', audience: 'psychologist', signedInAs: 'psy.clinicien@demo.fr' },
  { path: '/account/psy/working-hours', audience: 'psychologist', signedInAs: 'psy.clinicien@demo.fr' },
  { path: '/account/admin?view=companies', audience: 'SITE administrator', signedInAs: 'site.admin@demo.fr' },
  { path: '/account/admin?view=psychologists', audience: 'SITE administrator', signedInAs: 'site.admin@demo.fr' },
  { path: '/account/admin?view=admins', audience: 'SITE administrator', signedInAs: 'site.admin@demo.fr' },
  { path: '/account/admin?view=demo-requests', audience: 'SITE administrator', signedInAs: 'site.admin@demo.fr' },
  { path: '/account/admin?view=super-admin', audience: 'TECH administrator', signedInAs: 'tech.admin@demo.fr' },
  { path: '/account/admin?view=audit', audience: 'TECH administrator', signedInAs: 'tech.admin@demo.fr' },
  { path: '/account/admin?view=account', audience: 'TECH administrator', signedInAs: 'tech.admin@demo.fr' },
];

/** Issue 27's budgets, the same for every page (Lighthouse mobile, the median run of each page). */
export const lighthouseBudgets = { performance: 95, largestContentfulPaintMs: 2500, cumulativeLayoutShift: 0.05, totalBlockingTimeMs: 150 };
