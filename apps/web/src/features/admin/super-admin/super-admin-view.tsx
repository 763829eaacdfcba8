import { ConfigurationCard } from './configuration-card';
import { MailManagementCard } from './components/mail-management-card';
import { MaintenanceCard } from './components/maintenance-card';

/** 'Super Admin' (TECH administrators only): mail management, system maintenance, global configuration. */
export function SuperAdminView() {
  return (
    <section aria-labelledby="super-admin-titre" className="space-y-4">
      <div>
        <h2 id="super-admin-titre" className="text-xl font-semibold text-slate-900">
          Super Admin
        </h2>
        <p className="text-slate-600">Outils réservés aux administrateurs techniques</p>
      </div>
      <MailManagementCard />
      <div className="grid gap-4 xl:grid-cols-2">
        <MaintenanceCard />
        <ConfigurationCard />
      </div>
    </section>
  );
}
