import { Phone } from 'lucide-react';

/** Shown discreetly on every employee page: the numbers to call in an emergency. */
export function CrisisLine() {
  return (
    <aside aria-label="Numéros d'urgence" className="mt-10 flex items-start gap-2 rounded-xl border border-slate-200 bg-white/70 px-4 py-3 text-xs text-slate-600">
      <Phone className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
      <p>
        En cas d'urgence :{' '}
        <a className="font-semibold text-slate-800 underline-offset-2 hover:underline" href="tel:3114">
          3114
        </a>{' '}
        (prévention du suicide),{' '}
        <a className="font-semibold text-slate-800 underline-offset-2 hover:underline" href="tel:15">
          15
        </a>{' '}
        ou{' '}
        <a className="font-semibold text-slate-800 underline-offset-2 hover:underline" href="tel:112">
          112
        </a>
      </p>
    </aside>
  );
}
