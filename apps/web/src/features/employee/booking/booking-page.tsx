import { UnderConstruction } from '@/components/ui/under-construction';

export function BookingPage() {
  return <UnderConstruction title="Prendre rendez-vous" />;
}
