import { UnderConstruction } from '@/components/ui/under-construction';

export function PsychologistBillingPage() {
  return <UnderConstruction title="Facturation du psychologue" />;
}
