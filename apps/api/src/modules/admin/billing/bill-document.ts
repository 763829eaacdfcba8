import { fileTypeFromBuffer } from 'file-type';
import { BILL_DOCUMENT_MEDIA_TYPES, billDocumentExtension, billMessages, type BillDocumentExtension } from '@parenthese/shared';
import { badRequest } from '../../../lib/app-error';

/** What file-type reads in the bytes of each accepted extension (an old .doc is an OLE compound file). */
const DETECTED_TYPES: Record<BillDocumentExtension, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['docx'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
};

/**
 * A psychologist's invoice is accepted by its content, not only its name: an extension of the list,
 * and magic bytes of that same type (a '.pdf' that is really HTML is refused). Answers the media type
 * it will be served with.
 */
export async function checkBillDocument(fileName: string, bytes: Buffer): Promise<{ mediaType: string }> {
  if (bytes.length === 0) throw badRequest(billMessages.documentEmpty, { file: billMessages.documentEmpty });
  const extension = billDocumentExtension(fileName);
  if (!extension) throw badRequest(billMessages.documentType, { file: billMessages.documentType });
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !DETECTED_TYPES[extension].includes(detected.ext)) throw badRequest(billMessages.documentContent, { file: billMessages.documentContent });
  return { mediaType: BILL_DOCUMENT_MEDIA_TYPES[extension] };
}
