import { capitalized, yearMonthText } from '../format/dates';
import { inParis } from './paris-time';

/**
 * Psychologists' monthly bills (spec sections 2, 3, 4): one per psychologist and Paris month,
 * counting completed consultations and late cancellations (still billed).
 */

/** pending (no document yet), uploaded, validated ('Clôturer'), paid. */
export const BILL_STATUSES = ['pending', 'uploaded', 'validated', 'paid'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  pending: 'En attente',
  uploaded: 'Document uploadé',
  validated: 'Validé',
  paid: 'Payé',
};

/** What a validated bill shows beside its status (spec section 4). */
export const AWAITING_PAYMENT_LABEL = 'En attente de paiement';

/** The psychologist's invoice: these extensions, checked against the file's content on the server. */
export const BILL_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export type BillDocumentExtension = (typeof BILL_DOCUMENT_EXTENSIONS)[number];
export const BILL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The file input's `accept`: the extensions and their media types. */
export const BILL_DOCUMENT_ACCEPT = [
  ...BILL_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
].join(',');

/** The media type a bill document is served with, by its (checked) extension. */
export const BILL_DOCUMENT_MEDIA_TYPES: Record<BillDocumentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const billMessages = {
  psychologistNotFound: 'Psychologue introuvable',
  billNotFound: 'Aucune consultation facturable pour ce mois.',
  invalidMonth: 'Mois invalide : attendu sous la forme AAAA-MM.',
  monthNotOver: "Ce mois n'est pas encore terminé : sa facturation ne peut pas encore être traitée.",
  documentMissing: 'Aucun fichier reçu. Veuillez choisir la facture à uploader.',
  documentEmpty: 'Le fichier est vide.',
  documentTooLarge: 'Le fichier ne doit pas dépasser 10 Mo.',
  documentType: 'Type de fichier non accepté : PDF, DOC, DOCX, JPG, JPEG ou PNG uniquement.',
  documentContent: 'Le contenu du fichier ne correspond pas à son extension (PDF, DOC, DOCX, JPG, JPEG ou PNG attendu).',
  noDocument: "Aucun document n'a été uploadé pour ce mois.",
  closedBill: 'Cette facturation est déjà clôturée : son document ne peut plus être remplacé.',
  validateNeedsDocument: 'Uploadez la facture du psychologue avant de clôturer le mois.',
  alreadyValidated: 'Cette facturation est déjà clôturée.',
  payNeedsValidation: 'Clôturez la facturation avant de la marquer comme payée.',
  alreadyPaid: 'Cette facturation est déjà payée.',
} as const;

/** A Paris month written 'yyyy-MM'. */
export type MonthKey = string;
export const MONTH_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Paris month of an instant, as 'yyyy-MM'. */
export function parisMonthKey(instant: Date | number): MonthKey {
  const paris = inParis(instant);
  return `${paris.getFullYear()}-${String(paris.getMonth() + 1).padStart(2, '0')}`;
}

/** A month can be acted on (upload, close, pay) once it is over, in Paris. */
export function isMonthOver(month: MonthKey, now: Date): boolean {
  return month < parisMonthKey(now);
}

/** 'Octobre 2026'. */
export function monthLabel(month: MonthKey): string {
  return capitalized(yearMonthText(month));
}

/** The extension of a file name, lower-cased, if it is one a bill document may have. */
export function billDocumentExtension(fileName: string): BillDocumentExtension | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') ? BILL_DOCUMENT_EXTENSIONS.find((allowed) => allowed === extension) : undefined;
}

/** The month `delta` months after (or before, when negative) a month. */
export function shiftMonthKey(month: MonthKey, delta: number): MonthKey {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
