import { useState, type ReactNode } from 'react';
import { PlayCircle, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { usePublicConfig } from '../api/get-public-config';

const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov)(\?.*)?$/i;

/**
 * The promotional video, loaded only when the visitor asks for it: the first paint never waits for
 * it. Without an address, or when it fails, the illustrated panel stays and the hero looks finished.
 */
export function HeroVideo() {
  const videoUrl = usePublicConfig()?.videoUrl ?? '';
  const [isPlaying, setIsPlaying] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const canPlay = videoUrl !== '' && !hasFailed;

  if (isPlaying && canPlay) {
    return (
      <div className="aspect-[4/3] sm:aspect-video w-full overflow-hidden rounded-3xl bg-brand-900 shadow-xl ring-1 ring-white/20">
        {VIDEO_FILE.test(videoUrl) ? (
          <video className="size-full object-cover" src={videoUrl} controls autoPlay playsInline preload="metadata" onError={() => setHasFailed(true)}>
            <track kind="captions" />
          </video>
        ) : (
          <iframe
            className="size-full"
            src={videoUrl}
            title="Vidéo de présentation de Parenthèse"
            loading="lazy"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            onError={() => setHasFailed(true)}
          />
        )}
      </div>
    );
  }

  return (
    <div className="relative aspect-[4/3] sm:aspect-video w-full overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 shadow-xl ring-1 ring-white/20">
      <HeroIllustration />
      {/* On a phone the benefit cards below say the same; the panel stays uncluttered. */}
      <div className="absolute inset-x-0 bottom-0 hidden flex-wrap gap-2 p-5 sm:flex">
        <Highlight icon={<ShieldCheck aria-hidden="true" />} text="Anonyme et confidentiel" />
        <Highlight icon={<Users aria-hidden="true" />} text="Psychologues diplômés" />
        <Highlight icon={<Sparkles aria-hidden="true" />} text="Gratuit pour les salariés" />
      </div>
      {canPlay && (
        <button
          type="button"
          onClick={() => setIsPlaying(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white transition hover:bg-black/10 focus-visible:outline-4 focus-visible:outline-offset-[-8px] focus-visible:outline-white"
        >
          <PlayCircle className="size-16 drop-shadow-lg" strokeWidth={1.5} aria-hidden="true" />
          <span className="rounded-full bg-black/30 px-3 py-1 text-sm font-medium">Voir la vidéo de présentation</span>
        </button>
      )}
      {hasFailed && (
        <p role="status" className="absolute inset-x-0 top-0 bg-black/30 px-4 py-2 text-center text-sm text-white">
          La vidéo n'est pas disponible pour le moment.
        </p>
      )}
    </div>
  );
}

function Highlight({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-medium text-white backdrop-blur [&_svg]:size-3.5">
      {icon}
      {text}
    </span>
  );
}

/** Two soft speech bubbles facing each other: listening, drawn inline (no image download). */
function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 225" className="absolute inset-0 size-full" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <circle cx="330" cy="40" r="90" fill="#ffffff" opacity="0.06" />
      <circle cx="60" cy="200" r="110" fill="#ffffff" opacity="0.05" />
      <g transform="translate(95 48)">
        <rect width="130" height="78" rx="26" fill="#ffffff" opacity="0.92" />
        <path d="M30 78 l-8 22 l28 -22z" fill="#ffffff" opacity="0.92" />
        <rect x="22" y="24" width="86" height="8" rx="4" fill="#99f6e4" />
        <rect x="22" y="42" width="60" height="8" rx="4" fill="#ccfbf1" />
      </g>
      <g transform="translate(190 92)">
        <rect width="120" height="66" rx="24" fill="#134e4a" opacity="0.85" />
        <path d="M96 66 l10 20 l-26 -20z" fill="#134e4a" opacity="0.85" />
        <circle cx="38" cy="33" r="6" fill="#5eead4" />
        <circle cx="60" cy="33" r="6" fill="#5eead4" opacity="0.75" />
        <circle cx="82" cy="33" r="6" fill="#5eead4" opacity="0.5" />
      </g>
    </svg>
  );
}
