import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { RATING_MAX } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

type StarRatingProps = {
  onSubmit: (rating: number) => void;
  isSubmitting: boolean;
};

/** 'Évaluer cette consultation :' — native radios drawn as stars (arrow keys move), then a button sends. */
export function StarRating({ onSubmit, isSubmitting }: StarRatingProps) {
  const [rating, setRating] = useState(0);
  const [hovered, setHovered] = useState(0);
  const name = useId();
  const labelId = useId();
  const shown = hovered || rating;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        Évaluer cette consultation :
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="flex" onMouseLeave={() => setHovered(0)}>
        {STARS.map((value) => (
          <label key={value} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600" onMouseEnter={() => setHovered(value)}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              className="sr-only"
              aria-label={`${value} étoile${value > 1 ? 's' : ''} sur ${RATING_MAX}`}
            />
            <Star className={cn('size-6 transition-colors', value <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden="true" />
          </label>
        ))}
      </div>
      <Button type="button" size="sm" variant="secondary" disabled={rating === 0} isLoading={isSubmitting} loadingText="Envoi..." onClick={() => onSubmit(rating)}>
        Envoyer
      </Button>
    </div>
  );
}

export function RatingStars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      Votre évaluation :
      <span className="flex" role="img" aria-label={`${rating} étoile${rating > 1 ? 's' : ''} sur ${RATING_MAX}`}>
        {STARS.map((value) => (
          <Star key={value} className={cn('size-5', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden="true" />
        ))}
      </span>
    </p>
  );
}
