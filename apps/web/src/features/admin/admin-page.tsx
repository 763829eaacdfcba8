import { Construction } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-container';
import { DemoRequestsList } from './demo-requests/demo-requests-list';

export function AdminPage() {
  return (
    <PageContainer title="Administration">
      <div className="space-y-6">
        <Card>
          <CardContent className="flex items-center gap-3 py-5">
            <Construction className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <p className="text-slate-700">
              Le reste de l'espace d'administration est en construction : il sera disponible dans une prochaine version de la plateforme.
            </p>
          </CardContent>
        </Card>
        <DemoRequestsList />
      </div>
    </PageContainer>
  );
}
