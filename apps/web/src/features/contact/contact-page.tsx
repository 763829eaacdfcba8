import { Card } from '@/components/ui/card';
import { ContactForm } from './components/contact-form';
import { DiscoverCard, NeedHelpCard } from './components/help-cards';
import { usePageTitle } from '@/components/ui/page-container';

/** The page's heading, and its name in the document's title (written in its prerendered HTML too). */
const contactPageName = 'Demander une démonstration';

export function ContactPage() {
  usePageTitle(contactPageName);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <div className="mb-8 max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{contactPageName}</h1>
          <p className="mt-3 text-lg text-slate-600">
            Choisissez un créneau d'une heure : nous vous présentons Parenthèse et répondons à vos questions. Notre équipe vous confirme le rendez-vous sous 24h.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          {/* The card components get no className on this page: merging it would call tailwind-merge while the
              page starts (lib/cn.ts). The grid wrapper gives the card its columns and stretches it. */}
          <div className="grid lg:col-span-2">
            <Card>
              <div className="p-5 sm:p-8">
                <ContactForm />
              </div>
            </Card>
          </div>
          <aside className="space-y-6" aria-label="Informations complémentaires">
            <NeedHelpCard />
            <DiscoverCard />
          </aside>
        </div>
      </div>
    </div>
  );
}
