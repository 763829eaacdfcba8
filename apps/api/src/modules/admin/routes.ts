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

/** The administrators' back-office: each area declares its own access (permissions in packages/shared). */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(companyRoutes);
  await app.register(companyReportRoutes);
  await app.register(employeeAdminRoutes);
  await app.register(employeeImportRoutes);
  await app.register(adminAccountRoutes);
  await app.register(maintenanceRoutes);
  await app.register(psychologistAdminRoutes);
  await app.register(billingRoutes);
  await app.register(settingsRoutes);
  await app.register(auditLogRoutes);
}
