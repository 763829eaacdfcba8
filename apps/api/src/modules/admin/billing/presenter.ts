import type { BillStatus, MonthlyBill } from '@parenthese/shared';
import type { BillableCount, BillRow, PsychologistRow } from './repository';

export function presentPsychologist(row: PsychologistRow) {
  const { psychologist } = row;
  return {
    id: psychologist.userId,
    firstName: psychologist.firstName,
    lastName: psychologist.lastName,
    email: row.email ?? '',
    phoneNumber: psychologist.phoneNumber,
    address: psychologist.address,
    adeliNumber: psychologist.adeliNumber,
    categories: psychologist.categories,
    locked: row.isLocked,
  };
}

export function billStatus(bill: BillRow['bill'] | undefined): BillStatus {
  if (bill?.paidAt) return 'paid';
  if (bill?.validatedAt) return 'validated';
  if (bill?.documentFileId) return 'uploaded';
  return 'pending';
}

/**
 * One month: a closed bill shows what was frozen at 'Clôturer'; an open one the live count at the
 * current price.
 */
export function presentBill(input: { month: string; row: BillRow | undefined; live: BillableCount; priceCents: number; isInProgress: boolean }): MonthlyBill {
  const bill = input.row?.bill;
  const document = input.row?.document ?? null;
  const consultationsCount = bill?.consultationsCount ?? input.live.count;
  // A bill closed before no-shows were counted has no frozen figure: none is claimed for it.
  const noShowsCount = bill?.validatedAt ? (bill.noShowsCount ?? 0) : input.live.noShows;
  const unitPriceCents = bill?.unitPriceCents ?? input.priceCents;
  return {
    month: input.month,
    consultationsCount,
    noShowsCount,
    unitPriceCents,
    totalAmountCents: consultationsCount * unitPriceCents,
    status: billStatus(bill),
    isInProgress: input.isInProgress,
    document: document ? { fileName: document.originalName, mediaType: document.mediaType, sizeBytes: document.sizeBytes } : null,
    uploadDate: bill?.uploadedAt?.toISOString() ?? null,
    validationDate: bill?.validatedAt?.toISOString() ?? null,
    paymentDate: bill?.paidAt?.toISOString() ?? null,
  };
}
