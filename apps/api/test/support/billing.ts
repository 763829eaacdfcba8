import { randomUUID } from 'node:crypto';
import { addDays, isWeekend } from 'date-fns';
import { inParis, parisDateTime, parisMonthKey, shiftMonthKey } from '@parenthese/shared';
import { TEST_CLOCK_START } from './test-clock';

/** A small but real PDF (file-type reads its magic bytes). */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A 1×1 PNG. */
export const SAMPLE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The start of a JPEG (SOI and a JFIF APP0 marker). */
export const SAMPLE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 0)]);

/** A multipart/form-data body holding one file, as a browser's FormData sends it. */
export function multipartFile(fileName: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----parenthese-${randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A weekday (Paris) of the month `monthsAgo` months before `now`'s (by default the test clock's start), at `hour` Paris time. */
export function weekdayMonthsAgo(monthsAgo: number, hour: number, now = TEST_CLOCK_START): Date {
  const [year, month] = shiftMonthKey(parisMonthKey(now), -monthsAgo).split('-').map(Number);
  let day = inParis(parisDateTime(year, month, 12, 12));
  while (isWeekend(day)) day = inParis(addDays(day, 1));
  return parisDateTime(day.getFullYear(), day.getMonth() + 1, day.getDate(), hour);
}
