import { Link } from 'react-router';
import { CalendarCheck, Lock } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { HeroVideo } from './hero-video';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-brand-200/40 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:py-20">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
            <Lock className="size-4" aria-hidden="true" />
            Soutien psychologique en entreprise
          </p>
          <h1 id="hero-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            Une parenthèse pour parler, <span className="text-brand-700">sans être jugé.</span>
          </h1>
          <p className="max-w-xl text-lg text-slate-600">
            Offrez à vos salariés des consultations gratuites, anonymes et confidentielles avec des psychologues diplômés, par téléphone ou en visio, quand ils en ont besoin.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.contact} className={buttonVariants({ size: 'lg' })}>
              <CalendarCheck aria-hidden="true" />
              Réserver une démonstration
            </Link>
            <a href="#ecoute" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Découvrir le service
            </a>
          </div>
          <p className="text-sm text-slate-500">Démonstration gratuite de 1 heure, sans engagement.</p>
        </div>
        <HeroVideo />
      </div>
    </section>
  );
}
