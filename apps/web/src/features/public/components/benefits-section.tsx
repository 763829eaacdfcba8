import type { ReactNode } from 'react';
import { HeartHandshake, ShieldCheck, Smartphone } from 'lucide-react';
import { PSYCHOLOGIST_NEVER_RECEIVES } from '@parenthese/shared';

const benefits: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <ShieldCheck aria-hidden="true" />,
    title: 'Anonyme et confidentiel',
    text: `Votre employeur ne sait jamais qui consulte, ni pourquoi. ${PSYCHOLOGIST_NEVER_RECEIVES}`,
  },
  {
    icon: <HeartHandshake aria-hidden="true" />,
    title: 'Gratuit pour les salariés',
    text: "Les consultations sont prises en charge par l'entreprise. Aucune avance de frais, aucun justificatif à fournir.",
  },
  {
    icon: <Smartphone aria-hidden="true" />,
    title: 'Par téléphone ou en visio',
    text: 'Réservez un créneau en quelques clics et échangez pendant environ une heure, depuis le lieu où vous vous sentez bien.',
  },
];

export function BenefitsSection() {
  return (
    <section id="ecoute" aria-labelledby="ecoute-title" className="scroll-mt-20 bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="ecoute-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Une écoute sans jugement
          </h2>
          <p className="mt-3 text-slate-600">
            Stress, fatigue, conflit, deuil ou simple besoin de prendre du recul : chacun mérite un espace pour déposer ce qu'il traverse, avec un professionnel qui écoute vraiment.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700 [&_svg]:size-6">{benefit.icon}</span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
