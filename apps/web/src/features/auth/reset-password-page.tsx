import { UnderConstruction } from '@/components/ui/under-construction';

export function ResetPasswordPage() {
  return <UnderConstruction title="Réinitialiser le mot de passe" />;
}
