import { UnderConstruction } from '@/components/ui/under-construction';

export function PsyProfilePage() {
  return <UnderConstruction title="Mon compte" />;
}
