import type { PsychologistBilling, MonthlyBill } from '@parenthese/shared';
import { signedInAdmin } from '@/test/admin-fixtures';

export const PSYCHOLOGIST_ID = '4b0f1c2e-1111-4c3d-9e8f-000000000001';

/** The signed-in administrator, as GET /admin/admins/get/me answers. */
export const me = signedInAdmin;

export const aBill = (overrides: Partial<MonthlyBill> = {}): MonthlyBill => ({
  month: '2026-10',
  consultationsCount: 3,
  noShowsCount: 0,
  unitPriceCents: 8000,
  totalAmountCents: 24000,
  status: 'pending',
  isInProgress: false,
  document: null,
  uploadDate: null,
  validationDate: null,
  paymentDate: null,
  ...overrides,
});

export const aBilling = (bills: MonthlyBill[] = [aBill()], overrides: Partial<PsychologistBilling> = {}): PsychologistBilling => ({
  psychologist: {
    id: PSYCHOLOGIST_ID,
    firstName: 'Claire',
    lastName: 'Dubois',
    email: 'psy.clinicien@demo.fr',
    phoneNumber: '0611223344',
    address: '12 rue de la Paix, 75002 Paris',
    adeliNumber: '759312345',
    categories: ['Psychologue clinicien', 'Neuropsychologue'],
    locked: false,
  },
  consultationPriceCents: 8000,
  summary: { totalConsultations: 3, pendingAmountCents: 24000, paidBillsCount: 0 },
  bills,
  ...overrides,
});
