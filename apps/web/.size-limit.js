// Budgets of issue 12, read by size-limit (brotli): what a visitor downloads on '/', and each route's own
// chunk. The files come from Vite's manifest, so hashed names need no upkeep: run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';

const manifestFile = 'dist/.vite/manifest.json';
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} est absent : lancez d'abord npm run build.`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** A chunk and every chunk it imports statically: what the browser fetches before running it. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}
const files = (keys) => [...new Set(keys)].map((key) => `dist/${manifest[key].file}`);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pageKey = (module) => {
  if (!manifest[module]) throw new Error(`${module} n'est plus un chunk du build : mettez à jour .size-limit.js.`);
  return module;
};
const landing = Object.keys(manifest).find((key) => key.endsWith('src/features/public/index.ts'));
const routeChunks = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.includes('src/features/'));

/**
 * What a signed-in page downloads in all (issue 37 item 5): the entry, the query client, the header's account
 * button and the reads' loader, its route's chunk and, for the administration, the section's, each with what it
 * imports. One budget per psychologist page and per administration section, so that a form or a library pulled
 * back into a list fails CI. Measured at session 23 after the sections were split, plus about 4 kB. Nine raised by
 * 3-8 kB at session 29 (measured plus about 3 kB): the small shared chunks merged in groups (build/chunk-groups.ts)
 * bring each page a few modules it does not use, for 15-30 fewer files to fetch (decision 0080).
 */
const signedInBase = ['src/app/query-client.tsx', 'src/app/layout/account-menu-launcher.tsx', 'src/app/prefetch-reads.ts'];
const pageFiles = (modules) => {
  const keys = new Set();
  for (const module of [entry, ...signedInBase, ...modules]) staticClosure(pageKey(module), keys);
  return files([...keys]);
};
const admin = 'src/features/admin/index.ts';
const signedInPages = [
  { name: 'psychologue : Mon compte', modules: ['src/features/psychologist/profile/index.ts'], limit: '173 kB' },
  { name: 'psychologue : Mes rendez-vous', modules: ['src/features/psychologist/calendar/index.ts'], limit: '163 kB' },
  { name: 'psychologue : Plages de travail', modules: ['src/features/psychologist/working-hours/index.ts'], limit: '167 kB' },
  { name: 'administration : Entreprises', modules: [admin, 'src/features/admin/companies/companies-view.tsx'], limit: '185 kB' },
  { name: 'administration : Psychologues', modules: [admin, 'src/features/admin/psychologists/psychologists-view.tsx'], limit: '186 kB' },
  { name: 'administration : Administrateurs', modules: [admin, 'src/features/admin/admins/admins-view.tsx'], limit: '186 kB' },
  { name: 'administration : Super Admin', modules: [admin, 'src/features/admin/super-admin/super-admin-view.tsx'], limit: '173 kB' },
  { name: 'administration : Demandes de démo', modules: [admin, 'src/features/admin/demo-requests/demo-requests-list.tsx'], limit: '167 kB' },
  { name: "administration : Journal d'audit", modules: [admin, 'src/features/admin/audit/audit-log-view.tsx'], limit: '168 kB' },
  { name: 'administration : Mon compte', modules: [admin, 'src/features/admin/account/account-view.tsx'], limit: '171 kB' },
];

export default [
  // 100 kB until session 13: the footer's legal links (required on every page) and the per-page titles
  // brought '/' to 100.04 kB, and the hashed file names it lists move it by ±0.1 kB from build to build.
  // Three attempts at a saving made it larger (shared import() loaders, a split HTTP client, a deferred
  // preload module). Raised by 1 kB, to be won back by issue 27's phone budgets (Lighthouse bench).
  // 102 kB since session 19: issue 35's routes and shared texts (waiting-list link, follow-up link, the
  // planning's closed hours) brought it to 101.36 kB; issue 37 (phone performance) is to win it back.
  { name: "JS téléchargé sur '/'", path: files([...staticClosure(entry), ...staticClosure(landing)]), limit: '102 kB' },
  ...routeChunks.map((key) => ({
    name: `chunk de ${key
      .replace(/^src\/features\//, '')
      .replace(/\/index\.tsx?$/, '')
      .replace(/\.tsx?$/, '')}`,
    path: files([key]),
    limit: '50 kB',
  })),
  ...signedInPages.map(({ name, modules, limit }) => ({ name: `JS de la page ${name}`, path: pageFiles(modules), limit })),
];
