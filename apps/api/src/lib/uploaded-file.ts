import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';

export type UploadedFile = { fileName: string; bytes: Buffer };

/**
 * The one file of a multipart upload (field `file`), read whole within the size limit that
 * @fastify/multipart was registered with, with the route's French refusals: none sent, too large.
 */
export async function readUploadedFile(request: FastifyRequest, messages: { missing: string; tooLarge: string }): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(messages.missing, { file: messages.missing });
  try {
    const part = await request.file();
    if (!part) throw badRequest(messages.missing, { file: messages.missing });
    const bytes = await part.toBuffer();
    return { fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.tooLarge, { file: messages.tooLarge });
    // A truncated or malformed multipart body.
    throw badRequest('Les données envoyées sont invalides.');
  }
}
