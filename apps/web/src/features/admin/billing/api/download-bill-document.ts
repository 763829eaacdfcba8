import { requestFile } from '@/lib/http-client';
import { billPath } from './get-psychologist-billing';

/** Fetches the invoice with the session's token, then hands it to the browser as a download. */
export async function downloadBillDocument({ psychologistId, month, fallbackName }: { psychologistId: string; month: string; fallbackName: string }) {
  const { blob, fileName } = await requestFile(`${billPath(psychologistId, month)}/document`, { timeoutMs: 120_000 });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? fallbackName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
