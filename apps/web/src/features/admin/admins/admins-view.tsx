import { useState } from 'react';
import type { AdminAccount } from '@parenthese/shared';
import { ListView, type ListNoun } from '@/components/list-view';
import { useCurrentAdmin } from '../api/get-current-admin';
import { adminsPageQueryOptions } from './api/get-admins';
import { AddAdminCard } from './components/add-admin-card';
import { AdminCard } from './components/admin-card';
import { AdminFormDialog } from './components/admin-form-dialog';
import { AdminSection } from '@/components/admin-section';
import { SecondFactorResetRequests } from '../components/second-factor-reset-requests';
import { invitationSentText } from '@/components/invitation/staff-invitation-state';
import { toastSuccess } from '@/components/ui/toaster';

const noun: ListNoun = { singular: 'administrateur', plural: 'administrateurs' };

/**
 * 'Administrateurs': the grid of administrator cards with the dashed add card; creating one mails its
 * invitation (no password is ever shown), or, for a TECH one, waits for a second TECH administrator.
 */
export function AdminsView() {
  const { data: viewer } = useCurrentAdmin();
  const [formState, setFormState] = useState<{ admin?: AdminAccount } | null>(null);

  return (
    <AdminSection headingId="administrateurs-titre" title="Administrateurs" description="Gérez les comptes des administrateurs de la plateforme">
      <SecondFactorResetRequests viewer={viewer} />
      <ListView
        query={adminsPageQueryOptions}
        noun={noun}
        itemKey={(admin) => admin.adminId}
        leadingItem={<AddAdminCard onClick={() => setFormState({})} />}
        renderItem={(admin) => <AdminCard admin={admin} viewer={viewer} onEdit={(target) => setFormState({ admin: target })} />}
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
