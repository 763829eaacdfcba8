import { SlidersHorizontal } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** Placeholder: the global configuration card is built separately and replaces this file. */
export function ConfigurationCard() {
  return (
    <Card>
      <CardHeader className="flex flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <SlidersHorizontal className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Configuration globale</h3>
          <CardDescription>Paramètres généraux de la plateforme</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-600">Cette section sera bientôt disponible.</p>
      </CardContent>
    </Card>
  );
}
