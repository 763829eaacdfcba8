import { UnderConstruction } from '@/components/ui/under-construction';

export function AdminPage() {
  return <UnderConstruction title="Administration" />;
}
