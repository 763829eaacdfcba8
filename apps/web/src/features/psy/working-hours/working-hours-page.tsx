import { UnderConstruction } from '@/components/ui/under-construction';

export function WorkingHoursPage() {
  return <UnderConstruction title="Plages de travail" />;
}
