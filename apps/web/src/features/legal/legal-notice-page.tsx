import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, type LegalFacts } from '@parenthese/shared';
import { PageContainer } from '@/components/ui/page-container';
import { LegalArticle, LegalFactsView, LegalSection, MailLink } from './components/legal-facts-view';

/** /mentions-legales: who publishes the site and who hosts it (loi n° 2004-575 pour la confiance dans l'économie numérique, art. 6). */
export function LegalNoticePage() {
  return (
    <PageContainer title="Mentions légales" description="Qui édite Parenthèse, et qui l'héberge." width="narrow">
      <LegalFactsView>{(facts) => <LegalNoticeText facts={facts} />}</LegalFactsView>
    </PageContainer>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-6">
          <dt className="shrink-0 text-sm font-medium text-slate-500 sm:w-56 sm:text-base">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LegalNoticeText({ facts }: { facts: LegalFacts }) {
  const { publisher, host } = facts;
  const hostContact = /^https?:\/\//.test(host.contact) ? (
    <a href={host.contact} rel="noreferrer">
      {host.contact.replace(/^https?:\/\//, '').replace(/\/$/, '')}
    </a>
  ) : (
    host.contact
  );
  return (
    <LegalArticle>
      <LegalSection id="editeur" title="Éditeur du site">
        <Facts
          rows={[
            ['Dénomination', publisher.name],
            ['Forme juridique', publisher.legalForm],
            ['Capital social', publisher.capital],
            ['Siège social', publisher.address],
            ['Immatriculation', publisher.registration],
            ['Directeur de la publication', publisher.publicationDirector],
            ['Contact', <MailLink key="mail" address={publisher.contactEmail} />],
          ]}
        />
      </LegalSection>
      <LegalSection id="hebergeur" title="Hébergeur">
        <Facts
          rows={[
            ['Nom', host.name],
            ['Adresse', host.address],
            ['Contact', hostContact],
            ['Lieu d’hébergement des données', facts.hostingLocation],
          ]}
        />
      </LegalSection>
      <LegalSection id="donnees-personnelles" title="Données personnelles">
        <p>
          Ce que nous faisons de vos données, et comment exercer vos droits, est expliqué dans la <Link to={paths.privacy}>politique de confidentialité</Link>. Contact vie privée :{' '}
          <MailLink address={facts.privacyContactEmail} />.
        </p>
      </LegalSection>
      <LegalSection id="accessibilite" title="Accessibilité">
        <p>
          Notre niveau de conformité au référentiel RGAA et les moyens de nous signaler une difficulté sont dans la <Link to={paths.accessibility}>déclaration d'accessibilité</Link>.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
