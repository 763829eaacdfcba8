import { Construction } from 'lucide-react';
import { Card, CardContent } from './card';
import { PageContainer } from './page-container';

/** Shown by pages whose issue has not landed yet: honest, and nothing fake. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <PageContainer title={title}>
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Construction className="size-10 text-brand-700" aria-hidden="true" />
          <p className="text-lg font-medium">Cette page est en construction.</p>
          <p className="text-slate-600">Elle sera disponible dans une prochaine version de la plateforme.</p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
