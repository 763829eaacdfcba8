import { UnderConstruction } from '@/components/ui/under-construction';

export function ContactPage() {
  return <UnderConstruction title="Demander une démonstration" />;
}
