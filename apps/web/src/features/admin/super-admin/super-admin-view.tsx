import { ConfigurationCard } from './configuration-card';
import { MailManagementCard } from './components/mail-management-card';
import { MaintenanceCard } from './components/maintenance-card';
import { AdminSection } from '@/components/admin-section';

/** 'Super Admin' (TECH administrators only): mail management, system maintenance, global configuration. */
export function SuperAdminView() {
  return (
    <AdminSection headingId="super-admin-titre" title="Super Admin" description="Outils réservés aux administrateurs techniques">
      <MailManagementCard />
      <div className="grid gap-4 xl:grid-cols-2">
        <MaintenanceCard />
        <ConfigurationCard />
      </div>
    </AdminSection>
  );
}
