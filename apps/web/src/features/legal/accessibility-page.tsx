import { dateText, type LegalFacts } from '@parenthese/shared';
import { PageContainer } from '@/components/ui/page-container';
import { LegalArticle, LegalFactsView, LegalSection, LegalTable, MailLink } from './components/legal-facts-view';
import { RGAA_AUDIT, RGAA_AUDIT_DATE, RGAA_CRITERIA_COUNT, RGAA_TEST_ENVIRONMENT, rgaaRate } from './rgaa-audit';

const STATUS_TEXT = { C: 'Conforme', NC: 'Non conforme', NA: 'Non applicable' } as const;
const AUDIT_COLUMNS = [{ label: 'Critère' }, { label: 'Résultat' }, { label: 'Vérifié par', isWideOnly: true }];

/** « 24 novembre 2026 » from '2026-11-24': noon UTC of that date is the same date in Paris (the one date module). */
const auditDateText = (isoDate: string) => dateText(`${isoDate}T12:00:00Z`);

/**
 * /accessibilite: the accessibility statement of loi n° 2005-102 art. 47 and décret n° 2019-768, its rate
 * computed from what the team measured (rgaa-audit.ts).
 */
export function AccessibilityPage() {
  return (
    <PageContainer title="Déclaration d’accessibilité" description="Où en est Parenthèse au regard du référentiel général d’amélioration de l’accessibilité (RGAA 4.1)." width="narrow">
      <LegalFactsView>{(facts) => <AccessibilityText facts={facts} />}</LegalFactsView>
    </PageContainer>
  );
}

function AccessibilityText({ facts }: { facts: LegalFacts }) {
  const rate = rgaaRate(RGAA_AUDIT);
  const defects = RGAA_AUDIT.filter((entry) => entry.status === 'NC');
  return (
    <LegalArticle>
      <p className="leading-relaxed text-slate-700">
        {facts.publisher.name} s’engage à rendre Parenthèse accessible, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005 et au décret n° 2019-768 du 24 juillet 2019. Cette
        déclaration porte sur l’application web Parenthèse : pages publiques, espaces des salariés, des psychologues et des administrateurs.
      </p>

      <LegalSection id="etat" title="État de conformité">
        <p>
          Parenthèse est <strong>partiellement conforme</strong> au RGAA 4.1, en raison des non-conformités listées ci-dessous.
        </p>
      </LegalSection>

      <LegalSection id="resultats" title="Résultats des tests">
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure value={`${rate.percent} %`} label="des critères évalués et applicables sont respectés" />
          <Figure value={`${rate.evaluated} sur ${RGAA_CRITERIA_COUNT}`} label="critères du RGAA évalués à ce jour" />
          <Figure value={`${rate.conforming} / ${rate.nonConforming}`} label="critères conformes / non conformes" />
        </div>
        <p>
          Le taux est calculé comme le prévoit le RGAA : critères conformes divisés par critères applicables ({rate.conforming} ÷ {rate.conforming + rate.nonConforming}). Il porte sur les{' '}
          {rate.evaluated} critères que nos contrôles vérifient réellement ; les {RGAA_CRITERIA_COUNT - rate.evaluated} autres n’ont pas encore été évalués, et un audit complet reste à faire.
        </p>
        <LegalTable caption="Critères évalués et leur résultat" columns={AUDIT_COLUMNS} isDense>
          {RGAA_AUDIT.map((entry) => (
            <tr key={entry.criterion}>
              <th scope="row" className="px-3 py-2 align-top font-normal text-slate-700">
                <span className="font-semibold text-slate-900">{entry.criterion}</span> {entry.title}
              </th>
              <td className="px-3 py-2 align-top whitespace-nowrap">
                <span className={entry.status === 'NC' ? 'font-semibold text-red-800' : 'font-semibold text-emerald-800'}>{STATUS_TEXT[entry.status]}</span>
              </td>
              <td className="hidden px-3 py-2 align-top text-slate-600 md:table-cell">{entry.checkedBy}</td>
            </tr>
          ))}
        </LegalTable>
      </LegalSection>

      <LegalSection id="non-conformites" title="Contenus non accessibles">
        <p>Non-conformités connues :</p>
        <ul>
          {defects.map((entry) => (
            <li key={entry.criterion}>
              {entry.defect} <span className="text-slate-500">(critère {entry.criterion})</span>
            </li>
          ))}
        </ul>
        <p>Dérogations pour charge disproportionnée : aucune. Contenus non soumis à l’obligation d’accessibilité : aucun.</p>
      </LegalSection>

      <LegalSection id="environnement" title="Établissement de cette déclaration">
        <p>Cette déclaration a été établie le {auditDateText(RGAA_AUDIT_DATE)}, à partir des contrôles automatisés et manuels du projet :</p>
        <ul>
          <li>navigateur : {RGAA_TEST_ENVIRONMENT.browser} ;</li>
          <li>outil : axe-core {RGAA_TEST_ENVIRONMENT.axeCoreVersion} (règles WCAG 2.1 niveaux A et AA) ;</li>
          <li>clavier : {RGAA_TEST_ENVIRONMENT.keyboard} ;</li>
          <li>tailles : {RGAA_TEST_ENVIRONMENT.widths}.</li>
        </ul>
      </LegalSection>

      <LegalSection id="retour" title="Retour d’information et contact">
        <p>
          Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez-nous à <MailLink address={facts.accessibilityContactEmail} /> : nous vous indiquerons une autre façon d’y accéder, ou
          vous transmettrons le contenu sous une autre forme.
        </p>
      </LegalSection>

      <LegalSection id="recours" title="Voies de recours">
        <p>
          Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez saisir le
          Défenseur des droits :
        </p>
        <ul>
          <li>
            par le formulaire en ligne :{' '}
            <a href="https://formulaire.defenseurdesdroits.fr/" rel="noreferrer">
              formulaire.defenseurdesdroits.fr
            </a>{' '}
            ;
          </li>
          <li>
            en contactant le délégué du Défenseur des droits de votre région :{' '}
            <a href="https://www.defenseurdesdroits.fr/carte-des-delegues" rel="noreferrer">
              carte des délégués
            </a>{' '}
            ;
          </li>
          <li>
            par courrier, gratuitement, sans timbre : <span className="whitespace-nowrap">Défenseur des droits</span>, Libre réponse 71120, 75342 Paris CEDEX 07.
          </li>
        </ul>
      </LegalSection>
    </LegalArticle>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-2xl font-bold text-brand-800">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{label}</p>
    </div>
  );
}
