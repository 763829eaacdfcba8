import { saveFile } from '@/lib/download-text-file';
import { requestFile } from '@/lib/http-client';
import { billPath } from './get-psychologist-billing';

/** Fetches the invoice with the session's token, then hands it to the browser as a download. */
export async function downloadBillDocument({ psychologistId, month, fallbackName }: { psychologistId: string; month: string; fallbackName: string }) {
  const { blob, fileName } = await requestFile(`${billPath(psychologistId, month)}/document`, { timeoutMs: 120_000 });
  saveFile(fileName ?? fallbackName, blob);
}
