import { UnderConstruction } from '@/components/ui/under-construction';

export function EmployeeProfilePage() {
  return <UnderConstruction title="Mon compte" />;
}
