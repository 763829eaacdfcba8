import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BILL_DOCUMENT_MAX_BYTES,
  BILL_DOCUMENT_MEDIA_TYPES,
  billMessages,
  psychologistBillingParamsSchema,
  psychologistBillingSchema,
  psychologistBillParamsSchema,
  monthlyBillSchema,
} from '@parenthese/shared';
import { attachmentDisposition } from '../../../lib/content-disposition';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { readUploadedFile } from '../../../lib/uploaded-file';
import { createBillingService } from './service';
import type { ServicesOption } from '../../services';

/** Room for the multipart envelope around the largest document. */
const UPLOAD_BODY_LIMIT = BILL_DOCUMENT_MAX_BYTES + 64 * 1024;

/** A psychologist's monthly bills: TECH administrators only (spec section 6). */
export async function billingRoutes(app: FastifyInstance, { services }: ServicesOption) {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: BILL_DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 50 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createBillingService(services);
  const read = { access: adminsWith('billing:read') };
  const manage = { access: adminsWith('billing:manage') };
  const tags = ['admin: billing'];

  api.get(
    '/admin/doctors/:id/bills',
    {
      config: read,
      schema: { operationId: 'getDoctorBilling', summary: 'Factures mensuelles d’un psychologue', tags, params: psychologistBillingParamsSchema, response: { 200: psychologistBillingSchema } },
    },
    async (request) => service.billing(request.params.id),
  );

  api.post(
    '/admin/doctors/:id/bills/:month/document',
    {
      config: { ...manage, errors: [409] },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        operationId: 'uploadBillDocument',
        summary: 'Déposer la facture d’un mois',
        tags,
        params: psychologistBillParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: monthlyBillSchema },
      },
    },
    async (request) =>
      service.uploadDocument(
        currentUser(request),
        request.params.id,
        request.params.month,
        await readUploadedFile(request, { missing: billMessages.documentMissing, tooLarge: billMessages.documentTooLarge }),
      ),
  );

  api.get(
    '/admin/doctors/:id/bills/:month/document',
    {
      config: { ...read, fileAnswer: { mediaTypes: [...new Set(Object.values(BILL_DOCUMENT_MEDIA_TYPES))], description: 'La facture déposée (PDF, Word ou image), sous son type' } },
      schema: { operationId: 'downloadBillDocument', summary: 'Télécharger la facture d’un mois', tags, params: psychologistBillParamsSchema },
    },
    async (request, reply) => {
      const document = await service.document(request.params.id, request.params.month);
      return reply
        .header('content-type', document.mediaType)
        .header('content-disposition', attachmentDisposition(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', document.sizeBytes)
        .send(document.stream);
    },
  );

  api.post(
    '/admin/doctors/:id/bills/:month/validate',
    {
      config: { ...manage, errors: [409] },
      schema: { operationId: 'validateBill', summary: 'Clôturer la facture d’un mois', tags, params: psychologistBillParamsSchema, response: { 200: monthlyBillSchema } },
    },
    async (request) => service.validate(currentUser(request), request.params.id, request.params.month),
  );

  api.post(
    '/admin/doctors/:id/bills/:month/pay',
    {
      config: { ...manage, errors: [409] },
      schema: { operationId: 'payBill', summary: 'Marquer la facture d’un mois comme payée', tags, params: psychologistBillParamsSchema, response: { 200: monthlyBillSchema } },
    },
    async (request) => service.pay(currentUser(request), request.params.id, request.params.month),
  );
}
