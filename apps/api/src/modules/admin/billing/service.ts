import { createHash, randomUUID } from 'node:crypto';
import { billMessages, isMonthOver, parisDateTime, parisMonthKey, type PsychologistBilling, type MonthlyBill } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { sanitiseFileName } from '../../../lib/content-disposition';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { recordAudit } from '../../accounts/audit';
import { consultationPriceCents } from '../../settings/consultation-price';
import { checkBillDocument } from './bill-document';
import { presentBill, presentPsychologist } from './presenter';
import * as repository from './repository';
import type { UploadedFile } from '../../../lib/uploaded-file';
import type { Services } from '../../services';

/** The instants of a Paris month 'yyyy-MM': its first midnight and the next month's. */
function monthRange(month: string) {
  const [year, monthNumber] = month.split('-').map(Number);
  const next = monthNumber === 12 ? [year + 1, 1] : [year, monthNumber + 1];
  return { start: parisDateTime(year, monthNumber, 1), end: parisDateTime(next[0], next[1], 1) };
}

/**
 * Psychologists' monthly bills (decision 0008): counted from the consultations, acted on once the
 * month is over (upload, 'Clôturer', 'Marquer comme payé'), each step dated and audited.
 */
export function createBillingService(deps: Pick<Services, 'config' | 'db' | 'fileStorage' | 'log' | 'clock'>) {
  const clock = () => deps.clock.now();
  const priceNow = (db: Executor) => consultationPriceCents(db, deps.config.defaultConsultationPriceCents);

  async function psychologistOrNotFound(db: Executor, psychologistId: string) {
    const psychologist = await repository.findPsychologist(db, psychologistId);
    if (!psychologist) throw notFound(billMessages.psychologistNotFound);
    return psychologist;
  }

  async function presentMonth(db: Executor, psychologistId: string, month: string): Promise<MonthlyBill> {
    const now = clock();
    return presentBill({
      month,
      row: await repository.findBill(db, psychologistId, month),
      live: await repository.countBillable(db, psychologistId, monthRange(month), now),
      priceCents: await priceNow(db),
      isInProgress: month === parisMonthKey(now),
    });
  }

  /**
   * Inside a transaction: the month's bill, locked, once the psychologist exists, the month is over
   * and it had billable consultations (a closed bill stays whatever happens to them later).
   */
  async function lockActionableBill(tx: Executor, psychologistId: string, month: string) {
    const now = clock();
    await psychologistOrNotFound(tx, psychologistId);
    if (!isMonthOver(month, now)) throw conflict(billMessages.monthNotOver);
    const bill = await repository.lockBill(tx, psychologistId, month);
    const live = await repository.countBillable(tx, psychologistId, monthRange(month), now);
    if (live.count === 0 && !bill.validatedAt) throw notFound(billMessages.billNotFound);
    return { bill, live, now };
  }

  const audit = (tx: Executor, actor: AuthenticatedUser, action: string, psychologistId: string, month: string, details: Record<string, string | number> = {}) =>
    recordAudit(tx, { actorUserId: actor.id, action, target: { type: 'doctor', id: psychologistId }, details: { month, ...details } });

  /** Removes bytes no row points to any more; a failure is logged, never answered (see uploadDocument). */
  async function removeLeftover(fileId: string) {
    try {
      await deps.fileStorage.remove(fileId);
    } catch (error) {
      deps.log.error({ err: error, fileId }, 'Fichier de facture non supprimé : il reste sur le disque sans ligne en base.');
    }
  }

  return {
    async billing(psychologistId: string): Promise<PsychologistBilling> {
      const now = clock();
      const psychologist = await psychologistOrNotFound(deps.db, psychologistId);
      const priceCents = await priceNow(deps.db);
      const counts = await repository.billableByMonth(deps.db, psychologistId, now);
      const rows = new Map((await repository.listBills(deps.db, psychologistId)).map((row) => [row.bill.month, row]));
      const currentMonth = parisMonthKey(now);
      // Months with billable consultations, or acted on; never a future one (a late cancellation ahead).
      const months = [...new Set([...counts.keys(), ...rows.keys()])]
        .filter((month) => month <= currentMonth)
        .sort()
        .reverse();
      const bills = months
        .map((month) => presentBill({ month, row: rows.get(month), live: counts.get(month) ?? { count: 0, noShows: 0 }, priceCents, isInProgress: month === currentMonth }))
        .filter((bill) => bill.consultationsCount > 0);
      return {
        psychologist: presentPsychologist(psychologist),
        consultationPriceCents: priceCents,
        summary: {
          totalConsultations: bills.reduce((total, bill) => total + bill.consultationsCount, 0),
          pendingAmountCents: bills.filter((bill) => bill.status !== 'paid').reduce((total, bill) => total + bill.totalAmountCents, 0),
          paidBillsCount: bills.filter((bill) => bill.status === 'paid').length,
        },
        bills,
      };
    },

    /**
     * Uploads (or replaces, until the month is closed) the psychologist's invoice. Bytes no row points
     * to are removed afterwards; if that fails, the answer stays the upload's own (the database is
     * already right) and the leftover is logged.
     */
    async uploadDocument(actor: AuthenticatedUser, psychologistId: string, month: string, file: UploadedFile): Promise<MonthlyBill> {
      const { mediaType } = await checkBillDocument(file.fileName, file.bytes);
      const fileId = randomUUID();
      let replacedFileId: string | null = null;
      try {
        await deps.db.transaction(async (tx) => {
          const { bill, now } = await lockActionableBill(tx, psychologistId, month);
          if (bill.validatedAt) throw conflict(billMessages.closedBill);
          // In the transaction where the storage is the database (PostgreSQL): the bytes exist if and only if their record does.
          await deps.fileStorage.write(fileId, file.bytes, tx);
          await repository.insertStoredFile(tx, {
            id: fileId,
            originalName: sanitiseFileName(file.fileName),
            mediaType,
            sizeBytes: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            uploadedBy: actor.id,
          });
          await repository.updateBill(tx, bill.id, { documentFileId: fileId, uploadedAt: now });
          replacedFileId = bill.documentFileId;
          if (replacedFileId) await repository.deleteStoredFile(tx, replacedFileId);
          await audit(tx, actor, 'bill.document-uploaded', psychologistId, month, { sizeBytes: file.bytes.length, mediaType });
        });
      } catch (error) {
        // Nothing changed in the database: the bytes must not stay either.
        await removeLeftover(fileId);
        throw error;
      }
      if (replacedFileId) await removeLeftover(replacedFileId);
      return presentMonth(deps.db, psychologistId, month);
    },

    /** The invoice as a stream, read a part at a time: a 10 MB bill is not held whole in memory for its download. */
    async document(psychologistId: string, month: string) {
      await psychologistOrNotFound(deps.db, psychologistId);
      const document = (await repository.findBill(deps.db, psychologistId, month))?.document;
      const stream = document ? await deps.fileStorage.readStream(document.id) : undefined;
      if (!document || !stream) throw notFound(billMessages.noDocument);
      return { fileName: document.originalName, mediaType: document.mediaType, sizeBytes: document.sizeBytes, stream };
    },

    /** 'Clôturer': needs the invoice; freezes the count and the price. */
    async validate(actor: AuthenticatedUser, psychologistId: string, month: string): Promise<MonthlyBill> {
      await deps.db.transaction(async (tx) => {
        const { bill, live, now } = await lockActionableBill(tx, psychologistId, month);
        if (bill.validatedAt) throw conflict(billMessages.alreadyValidated);
        if (!bill.documentFileId) throw conflict(billMessages.validateNeedsDocument);
        const unitPriceCents = await priceNow(tx);
        await repository.updateBill(tx, bill.id, { validatedAt: now, consultationsCount: live.count, noShowsCount: live.noShows, unitPriceCents });
        await audit(tx, actor, 'bill.validated', psychologistId, month, { consultationsCount: live.count, unitPriceCents });
      });
      return presentMonth(deps.db, psychologistId, month);
    },

    /** 'Marquer comme payé': only a closed bill, once. */
    async pay(actor: AuthenticatedUser, psychologistId: string, month: string): Promise<MonthlyBill> {
      await deps.db.transaction(async (tx) => {
        const { bill, now } = await lockActionableBill(tx, psychologistId, month);
        if (bill.paidAt) throw conflict(billMessages.alreadyPaid);
        if (!bill.validatedAt) throw conflict(billMessages.payNeedsValidation);
        await repository.updateBill(tx, bill.id, { paidAt: now });
        await audit(tx, actor, 'bill.paid', psychologistId, month, { amountCents: (bill.consultationsCount ?? 0) * (bill.unitPriceCents ?? 0) });
      });
      return presentMonth(deps.db, psychologistId, month);
    },
  };
}
