import { companyStatusLabels, type CompanyStatus } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';

const tones = { ACTIVE: 'success', PENDING: 'warning', LOCKED: 'danger' } as const;

/** Bloquée, En attente or Activée: the real status the server computes. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return <Badge tone={tones[status]}>{companyStatusLabels[status]}</Badge>;
}

/** The card's footer sentence. */
export const companyStatusSentence: Record<CompanyStatus, string> = {
  ACTIVE: 'Entreprise active',
  PENDING: 'Entreprise en attente',
  LOCKED: 'Entreprise bloquée',
};
