import { useId } from 'react';
import { Plus } from 'lucide-react';

/** The dashed card at the head of an admin grid that opens a creation dialog. */
export function AddCard({ label, hint, onClick, onIntent }: { label: string; hint: string; onClick: () => void; onIntent?: () => void }) {
  const hintId = useId();
  return (
    <button
      type="button"
      onClick={onClick}
      // The intent to click (pointer over, focus) starts downloading the dialog it opens.
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      aria-describedby={hintId}
      className="flex h-full min-h-48 w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 p-6 text-center text-slate-600 transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Plus className="size-6" aria-hidden="true" />
      </span>
      <span className="font-semibold text-slate-900">{label}</span>
      <span id={hintId} className="text-sm">
        {hint}
      </span>
    </button>
  );
}
