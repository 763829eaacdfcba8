import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How API answers are compressed on the wire (JSON only: files and downloads keep their own handling).
 * Brotli at quality 4, not its default 11: on a 95 KB slot search answer, quality 4 takes about 0.8 ms
 * for 18.8 KB where 11 takes about 86 ms for 16.5 KB; gzip at its default level 6 is as fast, 20 KB.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof COMPRESSED_ENCODINGS)[number];
const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };

/** Options for @fastify/compress, registered for the whole API. */
export const apiCompressionOptions = {
  encodings: [...COMPRESSED_ENCODINGS],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  // JSON answers only: the web app's files are compressed at build (preCompressed), downloads and
  // CSV exports are sent as they are.
  customTypes: /^application\/json(?:;|$)/,
  // An answer in memory up to 64 KB is compressed in one call rather than through a zlib stream, whose
  // set-up cost more than the compression itself: the admin companies page (about 10 KB of JSON) used
  // 2.5 ms of server CPU per request through the stream (the plugin's default is 8 KB on 2 cores).
  syncThreshold: 64 * 1024,
  brotliOptions: { params: brotliParams },
  zlibOptions: { level: GZIP_LEVEL },
};

/** A JSON answer serialised once and sent to many requests; each compressed form is made on first need. */
export type PreparedJson = { text: string; compressed: Partial<Record<Encoding, Buffer>> };

export function prepareJson(value: unknown): PreparedJson {
  return { text: JSON.stringify(value), compressed: {} };
}

/** Sends a prepared answer in the encoding the client accepts, compressing it at most once per encoding. */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, answer: PreparedJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = answer.text.length >= COMPRESSION_THRESHOLD_BYTES ? negotiate(request.headers['accept-encoding'] ?? '', [...COMPRESSED_ENCODINGS]) : null;
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(answer.text);
  const body = (answer.compressed[encoding] ??= compress(answer.text, encoding));
  return reply.header('content-encoding', encoding).send(body);
}

function compress(text: string, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(text, { level: GZIP_LEVEL });
  return brotliCompressSync(text, { params: { ...brotliParams, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } });
}
