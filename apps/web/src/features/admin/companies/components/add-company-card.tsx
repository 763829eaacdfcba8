import { AddCard } from '@/components/ui/add-card';

/** The dashed card at the head of the grid that opens the creation dialog. */
export function AddCompanyCard({ onClick, onIntent }: { onClick: () => void; onIntent?: () => void }) {
  return <AddCard label="Ajouter une entreprise" hint="Créer une nouvelle entreprise cliente" onClick={onClick} onIntent={onIntent} />;
}
