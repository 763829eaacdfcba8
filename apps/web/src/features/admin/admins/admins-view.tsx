import { sectionFrames, sectionNouns } from '../section-frames';
import { useState } from 'react';
import type { AdminAccount } from '@parenthese/shared';
import { ListView } from '@/components/list-view';
import { useCurrentAdmin } from '../api/get-current-admin';
import { adminsPageQueryOptions } from './api/get-admins';
import { AddAdminCard } from './components/add-admin-card';
import { AdminCard } from './components/admin-card';
import type { AdminFormDialogProps } from './components/admin-form-dialog';
import { onDemandDialog } from '@/components/on-demand-dialog';
import { AdminSection } from '@/components/admin-section';
import { SecondFactorResetRequests } from '../components/second-factor-reset-requests';
import { invitationSentText } from '@/components/invitation/staff-invitation-state';
import { toastSuccess } from '@/components/ui/toaster';

// The creation and edit form (form library, zod) downloads when first opened, or on the intent to open it.
const AdminFormDialog = onDemandDialog<AdminFormDialogProps>(
  () => import('./components/admin-form-dialog').then((module) => module.AdminFormDialog),
  (props) => (props.admin ? "Modifier l'administrateur" : 'Ajouter un administrateur'),
);

/**
 * 'Administrateurs': the grid of administrator cards with the dashed add card; creating one mails its
 * invitation (no password is ever shown), or, for a TECH one, waits for a second TECH administrator.
 */
export function AdminsView() {
  const { data: viewer } = useCurrentAdmin();
  const [formState, setFormState] = useState<{ admin?: AdminAccount } | null>(null);

  return (
    <AdminSection {...sectionFrames.admins}>
      <SecondFactorResetRequests viewer={viewer} />
      <ListView
        query={adminsPageQueryOptions}
        noun={sectionNouns.admins}
        itemKey={(admin) => admin.adminId}
        leadingItem={<AddAdminCard onClick={() => setFormState({})} onIntent={AdminFormDialog.preload} />}
        renderItem={(admin) => <AdminCard admin={admin} viewer={viewer} onEdit={(target) => setFormState({ admin: target })} onEditIntent={AdminFormDialog.preload} />}
      />
      <AdminFormDialog
        isOpen={formState !== null}
        onOpenChange={(isOpen) => !isOpen && setFormState(null)}
        admin={formState?.admin}
        viewerRole={viewer?.adminRole}
        onCreated={(admin) =>
          admin.techApproval
            ? toastSuccess('Administrateur créé', `En attente de l'approbation d'un second administrateur TECH : l'invitation sera envoyée à ${admin.userMail} une fois approuvée.`)
            : toastSuccess('Administrateur créé', invitationSentText(admin.userMail))
        }
      />
    </AdminSection>
  );
}
