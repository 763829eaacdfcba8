import { UnderConstruction } from '@/components/ui/under-construction';

export function LandingPage() {
  return <UnderConstruction title="Bienvenue" />;
}
