import { saveFile } from '@/lib/download-text-file';
import { apiRoute, requestFile } from '@/lib/http-client';

/** Fetches the invoice with the session's token, then hands it to the browser as a download. */
export async function downloadBillDocument({ psychologistId, month, fallbackName }: { psychologistId: string; month: string; fallbackName: string }) {
  const { blob, fileName } = await requestFile(apiRoute('GET /api/admin/doctors/{id}/bills/{month}/document', { id: psychologistId, month }), { timeoutMs: 120_000 });
  saveFile(fileName ?? fallbackName, blob);
}
