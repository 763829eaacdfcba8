import { formatPhoneNumber, type PsychologistBilling } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { ReadOnlyField } from '@/components/ui/read-only-field';

/** The psychologist whose bills these are: name, Actif or Bloqué, and their details (spec section 2). */
export function PsychologistHeader({ psychologist }: { psychologist: PsychologistBilling['psychologist'] }) {
  const fullName = `${psychologist.firstName} ${psychologist.lastName}`;
  return (
    <Card>
      <CardContent className="space-y-4 py-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">{fullName}</h2>
          {psychologist.locked ? <Badge tone="danger">Bloqué</Badge> : <Badge tone="success">Actif</Badge>}
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <ReadOnlyField label="Numéro ADELI" value={psychologist.adeliNumber} />
          <ReadOnlyField label="Email" value={psychologist.email} />
          <ReadOnlyField label="Téléphone" value={psychologist.phoneNumber ? formatPhoneNumber(psychologist.phoneNumber) : ''} />
          <ReadOnlyField label="Localisation" value={psychologist.address} />
          <div className="space-y-1 sm:col-span-2">
            <dt className="text-sm text-slate-500">Spécialisations</dt>
            <dd className="flex flex-wrap gap-1.5">
              {psychologist.categories.length > 0 ? (
                psychologist.categories.map((category) => (
                  <Badge key={category} tone="brand">
                    {category}
                  </Badge>
                ))
              ) : (
                <span className="text-slate-500 italic">Aucune spécialisation</span>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
