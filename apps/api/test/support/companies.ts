import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { createTestAppWithAdmin } from './admin-test-app';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * One test app for a file of the admin companies' tests, signed in as a SITE administrator (every
 * company operation is theirs too, spec section 6), and the calls and bodies those files share.
 */
export function companiesTestbed() {
  const bed = { testApp: undefined as unknown as TestApp, authorization: '' };
  beforeAll(async () => {
    ({ testApp: bed.testApp, authorization: bed.authorization } = await createTestAppWithAdmin('SITE'));
  });
  afterAll(async () => bed.testApp.close());

  const call = (method: Method, url: string, payload?: object, bearer = bed.authorization) =>
    bed.testApp.app.inject({ method, url: `/api/admin/companies${url}`, headers: { authorization: bearer }, ...(payload ? { payload } : {}) });

  let counter = 0;
  const validCompany = (overrides: object = {}) => ({
    companyName: `Atelier Dupont ${(counter += 1)}`,
    companyMail: `rh-${counter}@atelier-dupont.fr`,
    creditsAmount: 50,
    employeeAmountMax: 2,
    triggerMailIfCreditsLow: true,
    amountOfCreditsToTriggerMail: 20,
    logoUrl: '',
    ...overrides,
  });
  const asUpdate = (
    company: { companyName: string; companyMail: string; creditsAmount: number; employeeAmountMax: number; triggerMailIfCreditsLow: boolean; amountOfCreditsToTriggerMail: number },
    overrides: object = {},
  ) => ({
    companyName: company.companyName,
    companyMail: company.companyMail,
    creditsAmount: company.creditsAmount,
    employeeAmountMax: company.employeeAmountMax,
    triggerMailIfCreditsLow: company.triggerMailIfCreditsLow,
    amountOfCreditsToTriggerMail: company.amountOfCreditsToTriggerMail,
    logoUrl: '',
    ...overrides,
  });
  const lowCreditMails = async (to: string) =>
    bed.testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'company-low-credits'), eq(mailOutbox.toAddress, to)));

  return Object.assign(bed, { call, validCompany, asUpdate, lowCreditMails });
}
