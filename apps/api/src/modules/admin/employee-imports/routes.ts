import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyParamsSchema,
  employeeImportCheckRequestSchema,
  employeeImportCheckResponseSchema,
  employeeImportParamsSchema,
  employeeImportSchema,
  employeeImportStartRequestSchema,
  employeeSpreadsheetRowsSchema,
  IMPORT_FILE_MAX_BYTES,
  csvImportMessages,
  latestEmployeeImportResponseSchema,
} from '@parenthese/shared';
import { attachmentDisposition } from '../../../lib/content-disposition';
import { readUploadedFile } from '../../../lib/uploaded-file';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { createEmployeeImportService } from './service';
import { readSpreadsheetRows } from './spreadsheet-rows';
import type { ServicesOption } from '../../services';

/** Up to 10,000 rows of names, labels and emails (about 6 MB at their longest). */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** CSV imports of a company's employees, with the employees' access (SITE and TECH). */
export async function employeeImportRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createEmployeeImportService(services);
  const config = { access: adminsWith('employees:manage') };
  const tags = ['admin: employee imports'];

  api.post(
    '/admin/companies/:companyId/employee-imports',
    {
      config: { ...config, errors: [409] },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'startEmployeeImport',
        summary: 'Lancer l’import CSV de salariés',
        tags,
        params: companyParamsSchema,
        body: employeeImportStartRequestSchema,
        response: { 202: employeeImportSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await service.start(currentUser(request), request.params.companyId, request.body)),
  );

  api.post(
    '/admin/companies/:companyId/employee-imports/check',
    {
      config: { ...config, errors: [409] },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'checkEmployeeImport',
        summary: 'Vérifier les lignes d’un import CSV',
        tags,
        params: companyParamsSchema,
        body: employeeImportCheckRequestSchema,
        response: { 200: employeeImportCheckResponseSchema },
      },
    },
    async (request) => service.check(request.params.companyId, request.body.rows),
  );

  // An .xlsx's rows, read on the server with the export's library (exceljs stays out of the browser's
  // bundle); multipart in this scope only. The browser then checks them as a CSV's (issue 34 item 14).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 50 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/companies/:companyId/employee-imports/xlsx-rows',
      {
        config,
        bodyLimit: IMPORT_FILE_MAX_BYTES + 64 * 1024,
        schema: {
          operationId: 'readEmployeeSpreadsheetRows',
          summary: 'Lire les lignes d’un classeur Excel (.xlsx) à importer',
          tags,
          params: companyParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: employeeSpreadsheetRowsSchema },
        },
      },
      async (request) => {
        await service.assertCompany(request.params.companyId);
        const file = await readUploadedFile(request, { missing: csvImportMessages.xlsxMissing, tooLarge: csvImportMessages.tooLarge });
        return readSpreadsheetRows(file.bytes);
      },
    );
  });

  api.get(
    '/admin/companies/:companyId/employee-imports/latest',
    {
      config,
      schema: { operationId: 'getLatestEmployeeImport', summary: 'Dernier import CSV d’une entreprise', tags, params: companyParamsSchema, response: { 200: latestEmployeeImportResponseSchema } },
    },
    async (request) => service.latest(request.params.companyId),
  );

  api.get(
    '/admin/companies/:companyId/employee-imports/:importId',
    { config, schema: { operationId: 'getEmployeeImport', summary: 'Avancement d’un import CSV', tags, params: employeeImportParamsSchema, response: { 200: employeeImportSchema } } },
    async (request) => service.read(request.params.companyId, request.params.importId),
  );

  // POST: the download takes the summary out of the database; a second one answers 410.
  api.post(
    '/admin/companies/:companyId/employee-imports/:importId/summary',
    {
      config: { ...config, errors: [409, 410], fileAnswer: { mediaTypes: ['text/csv'], description: "Récapitulatif de l'import (CSV)" } },
      schema: { operationId: 'takeEmployeeImportSummary', summary: 'Télécharger (une fois) le récapitulatif d’un import CSV', tags, params: employeeImportParamsSchema },
    },
    async (request, reply) => {
      const summary = await service.takeSummary(currentUser(request), request.params.companyId, request.params.importId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(summary.fileName))
        .header('cache-control', 'private, no-store')
        .send(summary.csv);
    },
  );
}
