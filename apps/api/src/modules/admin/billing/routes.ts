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
import { attachmentHeaders } from '../../../lib/content-disposition';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
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
  const read = declareRoutes({ tags: ['admin: billing'], access: adminsWith('billing:read') });
  const manage = declareRoutes({ tags: ['admin: billing'], access: adminsWith('billing:manage') });
  const service = createBillingService(services);

  api.get(
    '/admin/doctors/:id/bills',
    read('getDoctorBilling', 'Factures mensuelles d’un psychologue', { params: psychologistBillingParamsSchema, response: psychologistBillingSchema }),
    async (request) => service.billing(request.params.id),
  );

  api.post(
    '/admin/doctors/:id/bills/:month/document',
    manage('uploadBillDocument', 'Déposer la facture d’un mois', {
      errors: [409],
      params: psychologistBillParamsSchema,
      consumes: ['multipart/form-data'],
      response: monthlyBillSchema,
      bodyLimit: UPLOAD_BODY_LIMIT,
    }),
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
    read('downloadBillDocument', 'Télécharger la facture d’un mois', {
      fileAnswer: { mediaTypes: [...new Set(Object.values(BILL_DOCUMENT_MEDIA_TYPES))], description: 'La facture déposée (PDF, Word ou image), sous son type' },
      params: psychologistBillParamsSchema,
    }),
    async (request, reply) => {
      const document = await service.document(request.params.id, request.params.month);
      return attachmentHeaders(reply, { contentType: document.mediaType, fileName: document.fileName })
        .header('x-content-type-options', 'nosniff')
        .header('content-length', document.sizeBytes)
        .send(document.stream);
    },
  );

  api.post(
    '/admin/doctors/:id/bills/:month/validate',
    manage('validateBill', 'Clôturer la facture d’un mois', { errors: [409], params: psychologistBillParamsSchema, response: monthlyBillSchema }),
    async (request) => service.validate(currentUser(request), request.params.id, request.params.month),
  );

  api.post(
    '/admin/doctors/:id/bills/:month/pay',
    manage('payBill', 'Marquer la facture d’un mois comme payée', { errors: [409], params: psychologistBillParamsSchema, response: monthlyBillSchema }),
    async (request) => service.pay(currentUser(request), request.params.id, request.params.month),
  );
}
