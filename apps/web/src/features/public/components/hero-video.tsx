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

/**
 * Two soft speech bubbles facing each other: listening. A static file (public/hero-illustration.svg) rather
 * than React elements: the prerendered page shows it from its HTML all the same, and the landing's script,
 * which every visitor downloads and runs to hydrate, no longer carries its drawing (about 0.4 KB brotli).
 */
function HeroIllustration() {
  return <img src="/hero-illustration.svg" alt="" className="absolute inset-0 size-full object-cover" />;
}
