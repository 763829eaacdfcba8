import { Link } from 'react-router';
import { paths } from '@parenthese/shared';

export function Logo({ isLight = false }: { isLight?: boolean }) {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md" aria-label="Parenthèse : page d'accueil">
      <svg viewBox="0 0 64 64" className="size-8 sm:size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={isLight ? '#ffffff' : '#0f766e'} />
        <path d="M26 14c-8 5-12 11-12 18s4 13 12 18M38 14c8 5 12 11 12 18s-4 13-12 18" fill="none" stroke={isLight ? '#0f766e' : '#ffffff'} strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className={isLight ? 'text-lg font-bold text-white sm:text-xl' : 'text-lg font-bold text-brand-800 sm:text-xl'}>Parenthèse</span>
    </Link>
  );
}
