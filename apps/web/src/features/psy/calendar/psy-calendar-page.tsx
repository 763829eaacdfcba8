import { UnderConstruction } from '@/components/ui/under-construction';

export function PsyCalendarPage() {
  return <UnderConstruction title="Mes Rendez-vous" />;
}
