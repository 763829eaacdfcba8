import type { FastifyInstance } from 'fastify';
import { adminAccountRoutes } from './admins/routes';
import { auditLogRoutes } from './audit/routes';
import { billingRoutes } from './billing/routes';
import { settingsRoutes } from '../settings/routes';
import { companyRoutes } from './companies/routes';
import { companyReportRoutes } from './company-report/routes';
import { psychologistAdminRoutes } from './psychologists/routes';
import { employeeAdminRoutes } from './employees/routes';
import { employeeImportRoutes } from './employee-imports/routes';
import { maintenanceRoutes } from './maintenance/routes';
import type { ServicesOption } from '../services';

/** The administrators' back-office: each area declares its own access (permissions in packages/shared). */
export async function adminRoutes(app: FastifyInstance, { services }: ServicesOption) {
  await app.register(companyRoutes, { services });
  await app.register(companyReportRoutes, { services });
  await app.register(employeeAdminRoutes, { services });
  await app.register(employeeImportRoutes, { services });
  await app.register(adminAccountRoutes, { services });
  await app.register(maintenanceRoutes, { services });
  await app.register(psychologistAdminRoutes, { services });
  await app.register(billingRoutes, { services });
  await app.register(settingsRoutes, { services });
  await app.register(auditLogRoutes, { services });
}
