import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApiDocument } from './api-document';

/** The generated client's types, committed and checked up to date by src/api-client.test.ts; in the shared package, so the web types its calls by them too. */
export const API_CLIENT_TYPES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/shared/src/api-schema.generated.d.ts');

const HEADER = '// Generated from the API document by openapi-typescript: `npm run api-client:generate -w @parenthese/api`. Do not edit.\n\n';

/** The types openapi-typescript writes for a document. */
export async function apiClientTypes(document: Record<string, unknown>): Promise<string> {
  return HEADER + astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(API_CLIENT_TYPES_FILE, await apiClientTypes(await buildApiDocument()));
  console.log(`Types du client écrits dans ${path.relative(process.cwd(), API_CLIENT_TYPES_FILE)}`);
}
