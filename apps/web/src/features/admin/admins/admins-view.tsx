import { useState } from 'react';
import type { AdminAccount } from '@parenthese/shared';
import { ListView, type ListNoun } from '@/components/list-view';
import { useCurrentAdmin } from '../api/get-current-admin';
import { adminsPageQueryOptions } from './api/get-admins';
import { AddAdminCard } from './components/add-admin-card';
import { AdminCard } from './components/admin-card';
import { AdminFormDialog } from './components/admin-form-dialog';
import { AdminPasswordDialog } from './components/admin-password-dialog';
import { AdminSection } from '@/components/admin-section';
import { SecondFactorResetRequests } from '../components/second-factor-reset-requests';

const noun: ListNoun = { singular: 'administrateur', plural: 'administrateurs' };

/**
 * 'Administrateurs': the grid of administrator cards with the dashed add card; creating one shows
 * its temporary password at once, to hand over.
 */
export function AdminsView() {
  const { data: viewer } = useCurrentAdmin();
  const [formState, setFormState] = useState<{ admin?: AdminAccount } | null>(null);
  const [passwordOf, setPasswordOf] = useState<{ admin: AdminAccount; isNew: boolean } | null>(null);

  return (
    <AdminSection headingId="administrateurs-titre" title="Administrateurs" description="Gérez les comptes des administrateurs de la plateforme">
      <SecondFactorResetRequests viewer={viewer} />
      <ListView
        query={adminsPageQueryOptions}
        noun={noun}
        itemKey={(admin) => admin.adminId}
        leadingItem={<AddAdminCard onClick={() => setFormState({})} />}
        renderItem={(admin) => (
          <AdminCard admin={admin} viewer={viewer} onEdit={(target) => setFormState({ admin: target })} onShowPassword={(target) => setPasswordOf({ admin: target, isNew: false })} />
        )}
      />
      <AdminFormDialog
        isOpen={formState !== null}
        onOpenChange={(isOpen) => !isOpen && setFormState(null)}
        admin={formState?.admin}
        viewerRole={viewer?.adminRole}
        onCreated={(admin) => setPasswordOf({ admin, isNew: true })}
      />
      <AdminPasswordDialog admin={passwordOf?.admin ?? null} isNew={passwordOf?.isNew} onClose={() => setPasswordOf(null)} />
    </AdminSection>
  );
}
