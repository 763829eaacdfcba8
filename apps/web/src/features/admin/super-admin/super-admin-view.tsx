import { sectionFrames } from '../section-frames';
import { ConfigurationCard } from './configuration-card';
import { MailManagementCard } from './components/mail-management-card';
import { MaintenanceCard } from './components/maintenance-card';
import { AdminSection } from '@/components/admin-section';

/** 'Super Admin' (TECH administrators only): mail management, system maintenance, global configuration. */
export function SuperAdminView() {
  return (
    <AdminSection {...sectionFrames['super-admin']}>
      <MailManagementCard />
      <div className="grid gap-4 xl:grid-cols-2">
        <MaintenanceCard />
        <ConfigurationCard />
      </div>
    </AdminSection>
  );
}
