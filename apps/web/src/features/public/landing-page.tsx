import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { BenefitsSection } from './components/benefits-section';
import { HeroSection } from './components/hero-section';
import { PsychologistCarousel } from './components/psychologist-carousel';

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <PsychologistCarousel />
      <section aria-labelledby="cta-title" className="bg-brand-800">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold text-white">
              Prêt à offrir une parenthèse à vos équipes ?
            </h2>
            <p className="mt-2 text-brand-100">Découvrez la plateforme en une heure, avec un membre de notre équipe.</p>
          </div>
          <Link to={paths.contact} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
            Demander une démonstration
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
