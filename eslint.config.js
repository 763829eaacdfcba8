import js from '@eslint/js';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const root = import.meta.dirname;
const featuresDir = 'apps/web/src/features';

// The web's features: each folder of features/, and each folder of those that is a feature of its own
// (employee/booking, psychologist/planning, admin/companies…) rather than the parent's own api, components,
// hooks or lib. Read from the folders, so a new feature is bounded the day it is created.
const ownParts = new Set(['api', 'components', 'hooks', 'lib']);
const subFolders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !ownParts.has(entry.name))
    .map((entry) => `${dir}/${entry.name}`);
const features = subFolders(featuresDir).map((path) => ({ path, subFeatures: subFolders(path) }));

// Each feature may import a sibling only through its index.ts (or, across groups, through the index.ts
// of one of the sibling's sub-features). The parent of sub-features composes them freely. A feature's
// test-fixtures.ts is public too: other features' tests build their data with it.
// A few features have a second public face, so that a page importing their index.ts does not download it:
// the booking's time picker, which the consultations' dialogs (loaded on demand) reuse, took the day picker
// into the booking page's first download.
const secondFaces = { [`${featuresDir}/employee/booking`]: ['./free-hour.ts'] };
const publicFaces = (feature) => ['./index.ts', './test-fixtures.ts', ...(secondFaces[feature.path] ?? []), ...feature.subFeatures.map((path) => `./${path.slice(feature.path.length + 1)}/index.ts`)];
const message = "Importez le point d'entrée public de la fonctionnalité (index.ts), pas ses fichiers internes.";
const siblingZones = (siblings) =>
  siblings.flatMap((target) => siblings.filter((from) => from !== target).map((from) => ({ target: target.path, from: from.path, except: publicFaces(from), message })));
const featureZones = [...siblingZones(features), ...features.flatMap((feature) => siblingZones(feature.subFeatures.map((path) => ({ path, subFeatures: [] }))))];
// The application shell uses features through their index.ts too. Two exceptions: the header loads the
// login dialog alone, so that opening it does not download the auth pages; prefetch-reads.ts loads the
// employee pages' first reads alone, so that the prerendered pages can preload their chunk by name.
const shellExceptions = { '/auth': ['./components/login-dialog.tsx'], '/employee': ['./shared/first-reads.ts'] };
const shellZones = features.map((from) => ({
  target: 'apps/web/src/app',
  from: from.path,
  except: [...publicFaces(from), ...(Object.entries(shellExceptions).find(([suffix]) => from.path.endsWith(suffix))?.[1] ?? [])],
  message,
}));
// Shared code (components, lib) serves the features and never depends on one, nor on the shell.
const sharedCodeZones = [
  { target: ['apps/web/src/components', 'apps/web/src/lib'], from: featuresDir, message: 'Le code partagé ne dépend pas des fonctionnalités.' },
  {
    target: ['apps/web/src/features', 'apps/web/src/components', 'apps/web/src/lib'],
    from: 'apps/web/src/app',
    except: ['./providers.tsx'],
    message: "Seul le shell de l'application (app/) importe app/.",
  },
];

// The web decides on an API error by its `code` (issue 38), never by its French sentence, which may be
// reworded: a `.message` compared, searched or switched on is refused (optional chaining included).
const messageNode = ":matches(MemberExpression[property.name='message'], ChainExpression[expression.property.name='message'])";
const messageMatching = 'Décidez sur le `code` de l’erreur (HttpError.code), jamais sur son message : le texte peut changer.';
const messageMatchingSelectors = [
  `BinaryExpression[operator=/^[!=]==?$/] > ${messageNode}`,
  `CallExpression[callee.property.name=/^(includes|indexOf|lastIndexOf|test|startsWith|endsWith|match)$/] > ${messageNode}`,
  `MemberExpression[property.name=/^(includes|indexOf|lastIndexOf|startsWith|endsWith|match|matchAll|search|localeCompare)$/] > ${messageNode}`,
  `SwitchStatement > ${messageNode}`,
].map((selector) => ({ selector, message: messageMatching }));

// The server's time (issue 38, decision 0078): `new Date()` without an argument and `Date.now()` read the
// machine's clock; business code reads `clock.now()` (services.clock) so tests can start it at a fixed date.
const clockOnly = 'Lisez l’heure dans services.clock (clock.now()), pas dans l’horloge de la machine : les tests la fixent (décision 0078).';
const clockOnlySelectors = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockOnly },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: clockOnly },
];
// weekdayAt and saturdayAt count days from the `now` they are given: the test app's clock, never today.
const testDateHelpers = 'CallExpression[callee.name=/^(weekdayAt|saturdayAt)$/]';
const testDateMessage = 'Donnez à weekdayAt/saturdayAt le maintenant de l’horloge du test (testApp.clock.now()), jamais celui de la machine.';
const testDateSelectors = [
  { selector: `${testDateHelpers}[arguments.length<3]`, message: testDateMessage },
  { selector: `${testDateHelpers} > NewExpression.arguments[callee.name='Date'][arguments.length=0]`, message: testDateMessage },
  { selector: `${testDateHelpers} > CallExpression.arguments[callee.object.name='Date'][callee.property.name='now']`, message: testDateMessage },
];

// The API's layers (decision 0035): lib/ at the bottom, then db/, then the plugins and the engines
// (jobs/, mail/), then the modules, then app.ts and main.ts that assemble them. A layer imports only
// those below it, so a module's change never reaches the layers the others stand on.
const api = 'apps/api/src';
const apiAssembly = ['app.ts', 'composition-root.ts', 'main.ts', 'cluster-primary.ts'].map((file) => `${api}/${file}`);
const apiLayerZones = [
  { target: `${api}/lib`, from: api, except: ['./lib'], message: "lib/ ne dépend d'aucun autre dossier de l'API." },
  {
    target: `${api}/db`,
    from: [`${api}/modules`, `${api}/plugins`, `${api}/mail`, `${api}/jobs`, ...apiAssembly],
    message: 'db/ ne dépend ni des modules, ni des plugins, ni de jobs/ ou mail/ : une étape de démarrage prend ses règles dans packages/shared, ou va dans un module.',
  },
  { target: [`${api}/plugins`, `${api}/mail`, `${api}/jobs`], from: [`${api}/modules`, ...apiAssembly], message: "Les plugins, jobs/ et mail/ servent les modules et ne dépendent pas d'eux." },
  {
    target: `${api}/modules`,
    from: apiAssembly,
    message: "app.ts, composition-root.ts, main.ts et cluster-primary.ts assemblent l'API : les modules ne les importent pas, ils reçoivent leurs services (type Services de modules/services.ts).",
  },
];
// A module's routes are registered by app.ts, or by the back office's route table (modules/admin/routes.ts),
// never imported by another module: modules share services and repositories, not HTTP.
const apiRouteZones = [
  {
    target: [`${api}/modules/!(admin)/**`, `${api}/modules/admin/*/**`],
    from: `${api}/modules/**/routes.ts`,
    message: "Les routes d'un module sont enregistrées par app.ts ou modules/admin/routes.ts ; importez son service.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/api/.test-build-*/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      'packages/shared/src/api-schema.generated.d.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Imports are resolved as TypeScript does (the web's '@/' alias included), so the rules below
    // see relative and aliased paths alike.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files it reads, with which parser), its resolver aside.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/shared/tsconfig.json'].map((path) => `${root}/${path}`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle makes the order modules load in matter: a shared piece goes in its own module instead.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      // A feature may use shared code, but not another feature's insides, whether the path is
      // relative or goes through '@/': it uses the other feature through its index.ts.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...shellZones, ...sharedCodeZones] }],
    },
  },
  {
    // The app's code; its tests may read a message to check what is shown.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': ['error', ...messageMatchingSelectors],
    },
  },
  {
    // The shared rules load in Node too (the journeys' workers, scripts run through tsx), where each module
    // costs a round through the loader: date-fns's index imports every one of its functions, its locale
    // index every locale: about half of the package's loading time through tsx (issue 38, decision 0082). Bundlers drop the
    // unused ones; Node cannot. So a function is imported by its own path.
    files: ['packages/shared/src/**/*.ts'],
    // Its tests run in Vitest only.
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'date-fns', message: "Importez chaque fonction par son chemin (date-fns/addDays) : l'index charge toutes les fonctions de date-fns." },
            { name: 'date-fns/locale', message: "Importez la langue par son chemin (date-fns/locale/fr) : l'index charge toutes les langues." },
          ],
        },
      ],
    },
  },
  {
    // A journey's `test` starts its worker's own server and points baseURL at it (e2e/support/fixtures.ts):
    // with Playwright's own, a journey would reach no server.
    files: ['e2e/journeys/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: 'Importez `test` de support/fixtures.ts : il démarre le serveur du worker et règle baseURL sur lui.' }] },
      ],
    },
  },
  {
    // Tests stay outside these zones: an API test drives the whole app (test/support builds it).
    files: [`${api}/**/*.ts`],
    ignores: [`${api}/**/*.test.ts`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...apiLayerZones, ...apiRouteZones] }],
    },
  },
  {
    // The server reads the product's time only from services.clock (lib/clock.ts, decision 0078). The files
    // listed keep real time on purpose: the system clock itself, the mail delivery's leases and retries, the
    // device cookie's age (an anti-guessing measure, like the rate limiters), backup file names, the cluster's
    // restart pacing.
    files: [`${api}/**/*.ts`],
    ignores: [`${api}/**/*.test.ts`, `${api}/lib/clock.ts`, `${api}/mail/mailer.ts`, `${api}/modules/auth/device-cookie.ts`, `${api}/modules/backups/backups.ts`, `${api}/cluster-primary.ts`],
    rules: { 'no-restricted-syntax': ['error', ...clockOnlySelectors] },
  },
  {
    // A test's dates come from its app's clock (testApp.clock) or a fixed date, never from today (issue 38).
    files: ['apps/api/**/*.test.ts', 'apps/api/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...testDateSelectors] },
  },
);
