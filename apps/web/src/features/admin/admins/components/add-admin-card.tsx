import { AddCard } from '@/components/ui/add-card';

/** The dashed card at the head of the grid that opens the creation dialog. */
export function AddAdminCard({ onClick, onIntent }: { onClick: () => void; onIntent?: () => void }) {
  return <AddCard label="Ajouter un administrateur" hint="Créer un compte administrateur avec un mot de passe temporaire" onClick={onClick} onIntent={onIntent} />;
}
