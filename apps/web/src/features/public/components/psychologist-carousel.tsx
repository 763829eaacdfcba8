import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { clsx } from 'clsx';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { psychologistSlides, type PsychologistSlide } from './psychologist-slides';

/** Spec section 9: the landing carousel advances every 10 s and loops. */
export const CAROUSEL_INTERVAL_MS = 10_000;

/**
 * The carousel of psychologist kinds (WAI-ARIA carousel pattern): it advances on its own unless the
 * pointer is over it, keyboard focus is inside it, the visitor prefers reduced motion or stopped it.
 * While it does not rotate, slide changes are announced politely.
 */
export function PsychologistCarousel({ slides = psychologistSlides }: { slides?: PsychologistSlide[] }) {
  const [current, setCurrent] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusInside, setHasFocusInside] = useState(false);
  const [isStoppedByVisitor, setIsStoppedByVisitor] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isRotating = !isHovered && !hasFocusInside && !isStoppedByVisitor && !prefersReducedMotion && slides.length > 1;
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isRotating, slides.length]);

  const show = (index: number) => setCurrent((index + slides.length) % slides.length);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(current + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(current - 1);
    }
  }

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-labelledby="carousel-title"
      className="bg-gradient-to-b from-slate-50 to-brand-50 py-14 sm:py-20"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocusInside(true)}
      onBlur={(event) => {
        if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setHasFocusInside(false);
      }}
      onKeyDown={handleKeyDown}
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <div className="text-center">
          <h2 id="carousel-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Des psychologues pour chaque situation
          </h2>
          <p className="mt-3 text-slate-600">Chaque salarié choisit le type d'accompagnement qui lui convient.</p>
        </div>

        <div className="mt-8 flex items-center justify-center gap-2">
          <CarouselButton label="Diapositive précédente" onClick={() => show(current - 1)}>
            <ChevronLeft aria-hidden="true" />
          </CarouselButton>
          <CarouselButton label={isStoppedByVisitor ? 'Reprendre le défilement automatique' : 'Arrêter le défilement automatique'} onClick={() => setIsStoppedByVisitor((value) => !value)}>
            {isStoppedByVisitor ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </CarouselButton>
          <CarouselButton label="Diapositive suivante" onClick={() => show(current + 1)}>
            <ChevronRight aria-hidden="true" />
          </CarouselButton>
        </div>

        <div className="mt-6" aria-live={isRotating ? 'off' : 'polite'} aria-atomic="false">
          {slides.map((slide, index) => (
            // A div, not an article: the slide pattern's role=group is not allowed on <article> (axe).
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} sur ${slides.length} : ${slide.title}`}
              hidden={index !== current}
              className="rounded-3xl border border-brand-100 bg-white p-6 shadow-md sm:p-10"
            >
              <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
                <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white [&_svg]:size-8">{slide.icon}</span>
                <div>
                  <h3 className="text-xl font-semibold text-slate-900 sm:text-2xl">{slide.title}</h3>
                  <p className="mt-2 text-slate-600">{slide.summary}</p>
                  <ul className="mt-4 space-y-2">
                    {slide.topics.map((topic) => (
                      <li key={topic} className="flex items-start gap-2 text-slate-700">
                        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                        {topic}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          ))}
        </div>

        <div className="mt-6 flex justify-center gap-1" role="group" aria-label="Choisir une diapositive">
          {slides.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              aria-label={`Afficher la diapositive ${index + 1} : ${slide.title}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
              className="flex size-8 items-center justify-center rounded-full"
            >
              <span aria-hidden="true" className={clsx('block h-2.5 rounded-full transition-all', index === current ? 'w-8 bg-brand-700' : 'w-2.5 bg-slate-300')} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition hover:bg-brand-50 hover:text-brand-800 [&_svg]:size-5"
    >
      {children}
    </button>
  );
}
