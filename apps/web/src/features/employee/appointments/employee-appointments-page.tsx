import { UnderConstruction } from '@/components/ui/under-construction';

export function EmployeeAppointmentsPage() {
  return <UnderConstruction title="Mes Rendez-vous" />;
}
