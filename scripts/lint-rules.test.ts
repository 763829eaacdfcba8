import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on small snippets placed (in memory) at real paths of the
// web app: the import boundaries and the cycle rule must fail on a deliberate violation, and let the
// allowed imports through.
const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });

async function ruleErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${filePath}` });
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
}

describe('import boundaries between web features', () => {
  it("refuses a relative import of another admin tab's insides", async () => {
    expect(await ruleErrors('features/admin/admins/components/snippet.tsx', "import '../../psychologists/components/psychologist-card';\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it("refuses an aliased import of another feature's insides, static or dynamic", async () => {
    expect(await ruleErrors('features/employee/profile/snippet.tsx', "import '@/features/employee/booking/booking-page';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleErrors('features/psy/profile/snippet.tsx', "export const load = () => import('@/features/auth/components/login-dialog');\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature use another through its index.ts, by alias or relative path', async () => {
    expect(await ruleErrors('features/psy/profile/snippet.tsx', "import '@/features/psy/planning';\nimport '../../account-sessions';\n")).toEqual([]);
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
