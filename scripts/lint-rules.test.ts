import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on small snippets placed (in memory) at real paths of the
// web app and the API: the import boundaries and the cycle rule must fail on a deliberate violation, and
// let the allowed imports through.
const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });

async function ruleErrorsAt(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
}
const ruleErrors = (filePath: string, code: string) => ruleErrorsAt(`apps/web/src/${filePath}`, code);
const apiRuleErrors = (filePath: string, code: string) => ruleErrorsAt(`apps/api/src/${filePath}`, code);
const refused = ['import-x/no-restricted-paths'];

describe('import boundaries between web features', () => {
  it("refuses a relative import of another admin tab's insides", async () => {
    expect(await ruleErrors('features/admin/admins/components/snippet.tsx', "import '../../psychologists/components/psychologist-card';\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it("refuses an aliased import of another feature's insides, static or dynamic", async () => {
    expect(await ruleErrors('features/employee/profile/snippet.tsx', "import '@/features/employee/booking/booking-page';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleErrors('features/psychologist/profile/snippet.tsx', "export const load = () => import('@/features/auth/components/login-dialog');\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature use another through its index.ts, by alias or relative path', async () => {
    expect(await ruleErrors('features/psychologist/profile/snippet.tsx', "import '@/features/psychologist/planning';\nimport '../../account-sessions';\n")).toEqual([]);
    expect(await ruleErrors('features/admin/audit/snippet.tsx', "import '../admins';\n")).toEqual([]);
  });

  it('keeps shared code and the application shell out of the features', async () => {
    expect(await ruleErrors('lib/snippet.ts', "import '@/features/auth';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleErrors('app/layout/snippet.tsx', "import '@/features/admin/admins/admins-view';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleErrors('features/auth/snippet.tsx', "import '@/app/router';\n")).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('import cycles', () => {
  it('refuses a module importing one that imports it back', async () => {
    // The button imports lib/cn: cn importing the button closes a cycle.
    expect(await ruleErrors('lib/cn.ts', "import '@/components/ui/button';\n")).toEqual(['import-x/no-cycle']);
  });
});

describe('import boundaries between API layers', () => {
  it('keeps lib/ free of the rest of the API', async () => {
    expect(await apiRuleErrors('lib/snippet.ts', "import '../db/schema';\n")).toEqual(refused);
    expect(await apiRuleErrors('lib/snippet.ts', "import '../config';\n")).toEqual(refused);
    expect(await apiRuleErrors('lib/snippet.ts', "import './app-error';\nimport '@parenthese/shared';\n")).toEqual([]);
  });

  it('keeps db/ free of modules, plugins, engines and the app', async () => {
    expect(await apiRuleErrors('db/snippet.ts', "import '../modules/accounts/account-creation';\n")).toEqual(refused);
    expect(await apiRuleErrors('db/snippet.ts', "import '../plugins/auth';\n")).toEqual(refused);
    expect(await apiRuleErrors('db/snippet.ts', "export const load = () => import('../app');\n")).toEqual(refused);
    expect(await apiRuleErrors('db/snippet.ts', "import './schema';\nimport '../lib/app-error';\n")).toEqual([]);
  });

  it('keeps the plugins, jobs/ and mail/ free of the modules', async () => {
    expect(await apiRuleErrors('plugins/snippet.ts', "import '../modules/sessions/repository';\n")).toEqual(refused);
    expect(await apiRuleErrors('mail/snippet.ts', "import '../modules/outbox/repository';\n")).toEqual(refused);
    expect(await apiRuleErrors('jobs/snippet.ts', "import '../main';\n")).toEqual(refused);
    expect(await apiRuleErrors('mail/snippet.ts', "import '../jobs/job-engine';\nimport '../db/schema';\n")).toEqual([]);
  });

  it('lets a module use the layers below and other modules, but not the app', async () => {
    expect(await apiRuleErrors('modules/contact/snippet.ts', "import '../../app';\n")).toEqual(refused);
    expect(await apiRuleErrors('modules/contact/snippet.ts', "import '../../plugins/auth';\nimport '../../mail/mailer';\nimport '../accounts/account-creation';\n")).toEqual([]);
  });
});

describe("a module's routes", () => {
  it('refuses another module importing them, in or out of the back office', async () => {
    expect(await apiRuleErrors('modules/psychologist/snippet.ts', "import '../planning/routes';\n")).toEqual(refused);
    expect(await apiRuleErrors('modules/admin/billing/snippet.ts', "import '../companies/routes';\n")).toEqual(refused);
    expect(await apiRuleErrors('modules/admin/billing/snippet.ts', "import '../../settings/routes';\n")).toEqual(refused);
  });

  it("lets app.ts and the back office route table register them, and a module use another one's service", async () => {
    expect(await apiRuleErrors('app.ts', "import './modules/contact/routes';\n")).toEqual([]);
    expect(await apiRuleErrors('modules/admin/routes.ts', "import './companies/routes';\nimport '../settings/routes';\n")).toEqual([]);
    expect(await apiRuleErrors('modules/psychologist/snippet.ts', "import '../planning/service';\n")).toEqual([]);
  });
});

describe("the web's decisions on an error", () => {
  const matching = ['no-restricted-syntax'];

  it('refuses comparing, searching or switching on a message, optional chaining included', async () => {
    const snippets = [
      "if (error.message === 'Ce créneau est déjà pris.') go();\n",
      'if (error?.message !== sentence) go();\n',
      'if (REFUSALS.includes(error.message)) go();\n',
      'if (/pris/.test(error.message)) go();\n',
      "if (error.message.startsWith('Ce créneau')) go();\n",
      "if (error?.message.includes('pris')) go();\n",
      "switch (error.message) {\n  case 'pris':\n    go();\n}\n",
    ];
    for (const snippet of snippets)
      expect(
        await ruleErrors(
          'features/employee/booking/snippet.ts',
          `export declare const error: Error;\nexport declare const sentence: string;\nexport declare const REFUSALS: string[];\nexport declare function go(): void;\n${snippet}`,
        ),
        snippet,
      ).toEqual(matching);
  });

  it('lets the app decide on the code and show the message', async () => {
    const snippet =
      "declare const error: { code: string; message: string };\ndeclare function show(text: string): void;\nif (error.code === 'SLOT_TAKEN') show(error.message);\nconst text = error.message || 'Erreur';\nshow(text);\n";
    expect(await ruleErrors('features/employee/booking/snippet.ts', snippet)).toEqual([]);
  });

  it("leaves the web's tests free to read what is shown", async () => {
    expect(await ruleErrors('features/employee/booking/snippet.test.ts', "declare const error: Error;\nexport const isTaken = error.message === 'pris';\n")).toEqual([]);
  });
});

describe("the shared package's date-fns imports", () => {
  const sharedRuleErrors = (code: string) => ruleErrorsAt('packages/shared/src/rules/snippet.ts', code);

  it("refuses date-fns's index and its locales' index, which load every function and every locale in Node", async () => {
    expect(await sharedRuleErrors("import { addDays } from 'date-fns';\nexport const next = addDays(new Date(0), 1);\n")).toEqual(['no-restricted-imports']);
    expect(await sharedRuleErrors("import { fr } from 'date-fns/locale';\nexport const locale = fr;\n")).toEqual(['no-restricted-imports']);
  });

  it('lets a function and a locale be imported by their own paths', async () => {
    expect(
      await sharedRuleErrors("import { addDays } from 'date-fns/addDays';\nimport { fr } from 'date-fns/locale/fr';\nexport const next = addDays(new Date(0), 1);\nexport const locale = fr;\n"),
    ).toEqual([]);
  });
});

describe("the journeys' test", () => {
  const journeyRuleErrors = (code: string) => ruleErrorsAt('e2e/journeys/snippet.spec.ts', code);

  it("refuses Playwright's own test in a journey: it would start no server for the worker", async () => {
    expect(await journeyRuleErrors("import { expect, test } from '@playwright/test';\ntest('x', () => expect(1).toBe(1));\n")).toEqual(['no-restricted-imports']);
  });

  it("lets a journey take test from support/fixtures.ts and Playwright's types from Playwright", async () => {
    expect(
      await journeyRuleErrors(
        "import type { Page } from '@playwright/test';\nimport { expect, test } from '../support/fixtures';\nexport const open = (page: Page) => page.goto('/');\ntest('x', () => expect(1).toBe(1));\n",
      ),
    ).toEqual([]);
  });
});

describe("the server's time (decision 0078)", () => {
  const clockRule = ['no-restricted-syntax'];

  it("refuses the machine's clock in the API's business code, and lets its clock and given dates through", async () => {
    expect(await apiRuleErrors('modules/contact/snippet.ts', 'export const at = new Date();\n')).toEqual(clockRule);
    expect(await apiRuleErrors('modules/contact/snippet.ts', 'export const at = Date.now();\n')).toEqual(clockRule);
    expect(await apiRuleErrors('modules/contact/snippet.ts', "declare const clock: { now(): Date };\nexport const at = clock.now();\nexport const day = new Date('2027-03-10');\n")).toEqual([]);
  });

  it('leaves real time to the files that keep it on purpose (the clock itself, mail leases, backup names)', async () => {
    expect(await apiRuleErrors('lib/clock.ts', 'export const at = new Date();\n')).toEqual([]);
    expect(await apiRuleErrors('mail/mailer.ts', 'export const at = Date.now();\n')).toEqual([]);
  });

  it("refuses weekdayAt and saturdayAt without the test clock's now in an API test", async () => {
    const header =
      'export declare function weekdayAt(days: number, hour: number, now?: Date): Date;\nexport declare function saturdayAt(days: number, hour: number, now?: Date): Date;\nexport declare const testApp: { clock: { now(): Date } };\n';
    expect(await apiRuleErrors('modules/contact/snippet.test.ts', `${header}export const at = weekdayAt(8, 10);\n`)).toEqual(clockRule);
    expect(await apiRuleErrors('modules/contact/snippet.test.ts', `${header}export const at = saturdayAt(8, 10, new Date());\n`)).toEqual(clockRule);
    expect(await ruleErrorsAt('apps/api/test/support/snippet.ts', `${header}export const at = saturdayAt(8, 10);\n`)).toEqual(clockRule);
    expect(await apiRuleErrors('modules/contact/snippet.test.ts', `${header}export const at = weekdayAt(8, 10, testApp.clock.now());\n`)).toEqual([]);
  });
});
