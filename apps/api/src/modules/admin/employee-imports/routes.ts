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
import { attachmentHeaders } from '../../../lib/content-disposition';
import { readUploadedFile } from '../../../lib/uploaded-file';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createEmployeeImportService } from './service';
import { readSpreadsheetRows } from './spreadsheet-rows';
import type { ServicesOption } from '../../services';

/** Up to 10,000 rows of names, labels and emails (about 6 MB at their longest). */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** CSV imports of a company's employees, with the employees' access (SITE and TECH). */
export async function employeeImportRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: employee imports'], access: adminsWith('employees:manage') });
  const service = createEmployeeImportService(services);

  api.post(
    '/admin/companies/:companyId/employee-imports',
    route('startEmployeeImport', 'Lancer l’import CSV de salariés', {
      errors: [409],
      params: companyParamsSchema,
      body: employeeImportStartRequestSchema,
      response: { 202: employeeImportSchema },
      bodyLimit: IMPORT_BODY_LIMIT,
    }),
    async (request, reply) => reply.status(202).send(await service.start(currentUser(request), request.params.companyId, request.body)),
  );

  api.post(
    '/admin/companies/:companyId/employee-imports/check',
    route('checkEmployeeImport', 'Vérifier les lignes d’un import CSV', {
      errors: [409],
      params: companyParamsSchema,
      body: employeeImportCheckRequestSchema,
      response: employeeImportCheckResponseSchema,
      bodyLimit: IMPORT_BODY_LIMIT,
    }),
    async (request) => service.check(request.params.companyId, request.body.rows),
  );

  // An .xlsx's rows, read on the server with the export's library (exceljs stays out of the browser's
  // bundle); multipart in this scope only. The browser then checks them as a CSV's (issue 34 item 14).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 50 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/companies/:companyId/employee-imports/xlsx-rows',
      route('readEmployeeSpreadsheetRows', 'Lire les lignes d’un classeur Excel (.xlsx) à importer', {
        params: companyParamsSchema,
        consumes: ['multipart/form-data'],
        response: employeeSpreadsheetRowsSchema,
        bodyLimit: IMPORT_FILE_MAX_BYTES + 64 * 1024,
      }),
      async (request) => {
        await service.assertCompany(request.params.companyId);
        const file = await readUploadedFile(request, { missing: csvImportMessages.xlsxMissing, tooLarge: csvImportMessages.tooLarge });
        return readSpreadsheetRows(file.bytes);
      },
    );
  });

  api.get(
    '/admin/companies/:companyId/employee-imports/latest',
    route('getLatestEmployeeImport', 'Dernier import CSV d’une entreprise', { params: companyParamsSchema, response: latestEmployeeImportResponseSchema }),
    async (request) => service.latest(request.params.companyId),
  );

  api.get(
    '/admin/companies/:companyId/employee-imports/:importId',
    route('getEmployeeImport', 'Avancement d’un import CSV', { params: employeeImportParamsSchema, response: employeeImportSchema }),
    async (request) => service.read(request.params.companyId, request.params.importId),
  );

  // POST: the download takes the summary out of the database; a second one answers 410.
  api.post(
    '/admin/companies/:companyId/employee-imports/:importId/summary',
    route('takeEmployeeImportSummary', 'Télécharger (une fois) le récapitulatif d’un import CSV', {
      errors: [409, 410],
      fileAnswer: { mediaTypes: ['text/csv'], description: "Récapitulatif de l'import (CSV)" },
      params: employeeImportParamsSchema,
    }),
    async (request, reply) => {
      const summary = await service.takeSummary(currentUser(request), request.params.companyId, request.params.importId);
      return attachmentHeaders(reply, { contentType: 'text/csv; charset=utf-8', fileName: summary.fileName }).send(summary.csv);
    },
  );
}
