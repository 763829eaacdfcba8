import { UnderConstruction } from '@/components/ui/under-construction';

export function FirstConnectionPage() {
  return <UnderConstruction title="Première connexion" />;
}
