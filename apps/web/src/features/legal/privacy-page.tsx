import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EMPLOYEE_SEES_OF_PSYCHOLOGIST, paths, PSYCHOLOGIST_NEVER_RECEIVES, PSYCHOLOGIST_RECEIVES_SENTENCE, type LegalFacts } from '@parenthese/shared';
import { PageContainer } from '@/components/ui/page-container';
import { LegalArticle, LegalFactsView, LegalSection, LegalTable, MailLink } from './components/legal-facts-view';
import { daysText, hoursText } from './durations';

const SECTIONS = [
  { id: 'responsable', title: 'Qui est responsable de vos données' },
  { id: 'donnees', title: 'Ce que nous enregistrons' },
  { id: 'finalites', title: 'Pourquoi, et sur quelle base légale' },
  { id: 'destinataires', title: 'Qui voit quoi' },
  { id: 'conservation', title: 'Combien de temps nous les gardons' },
  { id: 'hebergement', title: 'Où sont vos données' },
  { id: 'droits', title: 'Vos droits, et comment les exercer' },
  { id: 'reclamation', title: 'Réclamation auprès de la CNIL' },
] as const;

const title = (id: (typeof SECTIONS)[number]['id']) => SECTIONS.find((section) => section.id === id)!.title;

/** /confidentialite: what the platform keeps about whom, why, for how long, who sees it and how to act on it. */
export function PrivacyPage() {
  return (
    <PageContainer title="Politique de confidentialité" description="Ce que Parenthèse sait de vous, pourquoi, pour combien de temps, et ce que vous pouvez y faire." width="narrow">
      <nav aria-labelledby="sommaire-titre" className="mb-10 rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="sommaire-titre" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Sommaire
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <LegalFactsView>{(facts) => <PrivacyText facts={facts} />}</LegalFactsView>
    </PageContainer>
  );
}

function PrivacyText({ facts }: { facts: LegalFacts }) {
  const { retention } = facts;
  return (
    <LegalArticle>
      <LegalSection id="responsable" title={title('responsable')}>
        <p>
          {facts.publisher.name}, {facts.publisher.address}, édite Parenthèse et décide de ce qui est fait des données : elle est responsable du traitement au sens du règlement général sur la
          protection des données (RGPD). Votre employeur paie le service ; il ne reçoit aucune donnée qui permette de savoir qui consulte.
        </p>
        <p>
          Pour toute question sur vos données, écrivez à notre contact vie privée : <MailLink address={facts.privacyContactEmail} />.
        </p>
      </LegalSection>

      <LegalSection id="donnees" title={title('donnees')}>
        <ul>
          <li>
            <strong>Votre compte</strong> : prénom, nom, adresse email professionnelle, identifiant de connexion, numéro de téléphone si vous le donnez, et, pour un salarié, l'entreprise, le service
            et le poste indiqués par votre employeur. Votre mot de passe n'est conservé que sous une forme qui ne permet pas de le retrouver.
          </li>
          <li>
            <strong>Vos consultations</strong> : la date, le mode (visio ou téléphone), la catégorie de psychologue choisie et le motif que vous écrivez en réservant.
          </li>
          <li>
            <strong>Vos avis</strong> : la note que vous donnez après une consultation.
          </li>
          <li>
            <strong>Pour un psychologue, sa présentation</strong> : le prénom qu'il choisit de montrer, la façon de le désigner, son approche et ses langues ; il l'écrit, la modifie ou la retire dans
            « Mon profil », et les salariés ne voient rien d'autre de lui.
          </li>
          <li>
            <strong>Vos crédits</strong> : chaque mouvement (crédit attribué, consultation réservée, crédit rendu après une annulation).
          </li>
          <li>
            <strong>Les mails envoyés</strong> : confirmations, rappels, liens de connexion, avec leur destinataire et leur contenu.
          </li>
          <li>
            <strong>Les demandes de démonstration</strong> des visiteurs du site : nom, email professionnel, téléphone, entreprise, taille de l'entreprise, créneau souhaité et message.
          </li>
          <li>
            <strong>Vos sessions de connexion</strong> : leur date, leur dernière utilisation et le nom de l'appareil (par exemple « Firefox sur Linux »), pour que vous puissiez les voir et les
            fermer. Votre adresse IP n'est pas enregistrée.
          </li>
        </ul>
        <p>Nous n'utilisons ni cookie publicitaire ni outil de mesure d'audience.</p>
      </LegalSection>

      <LegalSection id="finalites" title={title('finalites')}>
        <p>
          Le motif d'une consultation et la consultation elle-même sont des données de santé. Nous les traitons parce que vous demandez une prise en charge par un professionnel de santé tenu au secret
          : c'est l'exception prévue par l'article 9, paragraphe 2, point h, du RGPD.
        </p>
        <p>
          Les comptes, les crédits et les mails servent à fournir le service que votre employeur a souscrit pour vous : leur base légale est le contrat conclu entre votre employeur et{' '}
          {facts.publisher.name}. Les mouvements de crédits servent aussi à facturer l'employeur d'un total, jamais d'un nom.
        </p>
        <p>
          Les avis servent à suivre la qualité des consultations ; les sessions de connexion et le journal des actions des administrateurs servent à protéger vos comptes (intérêt légitime). Une
          demande de démonstration sert à vous répondre, à votre demande.
        </p>
      </LegalSection>

      <LegalSection id="destinataires" title={title('destinataires')}>
        <ul>
          {/* Word for word the shared rule that the server's presenter is tested against (psychologist/anonymity.test.ts). */}
          <li>
            {PSYCHOLOGIST_RECEIVES_SENTENCE} {PSYCHOLOGIST_NEVER_RECEIVES}
          </li>
          {/* Decision 0061: the presentation, and the presenter tested against it (employee-service/psychologist-anonymity.test.ts). */}
          <li>{EMPLOYEE_SEES_OF_PSYCHOLOGIST}</li>
          <li>
            <strong>Les administrateurs de la plateforme</strong> voient les comptes et les crédits des entreprises, jamais le motif d'une consultation, ni qui a consulté qui.
          </li>
          <li>
            <strong>Votre employeur</strong> reçoit chaque mois un rapport de chiffres agrégés. Chaque chiffre porte sur au moins {facts.reportMinimumGroupSize} salariés distincts ; en dessous, il est
            remplacé par « moins de {facts.reportMinimumGroupSize} ». Il ne sait jamais qui consulte.
          </li>
          <li>Nos prestataires techniques (hébergement, envoi des mails) traitent les données pour notre compte, sans pouvoir les utiliser pour eux-mêmes.</li>
        </ul>
      </LegalSection>

      <LegalSection id="conservation" title={title('conservation')}>
        <LegalTable caption="Durées de conservation" columns={[{ label: 'Donnée' }, { label: 'Conservée' }]}>
          <RetentionRow data="Motif d'une consultation">{daysText(retention.motiveDays)} après la consultation, puis effacé</RetentionRow>
          <RetentionRow data="Numéro de téléphone vu par le psychologue">jusqu'à la fin de la consultation par téléphone</RetentionRow>
          <RetentionRow data="Contenu des mails envoyés">{daysText(retention.mailBodyDays)}, puis effacé</RetentionRow>
          <RetentionRow data="Trace d'un mail envoyé (destinataire, date)">{daysText(retention.mailRowDays)}, puis supprimée</RetentionRow>
          <RetentionRow data="Demande de démonstration">{daysText(retention.demoRequestDays)} après son traitement, puis supprimée</RetentionRow>
          <RetentionRow data="Compte jamais activé">{daysText(retention.unactivatedAccountDays)} après l'expiration de l'invitation ou du mot de passe temporaire, puis supprimé</RetentionRow>
          <RetentionRow data="Récapitulatif d'un import d'employés (identifiants, mots de passe temporaires)">
            jusqu'à son téléchargement, au plus {daysText(facts.temporaryPasswordLifetimeDays)} après l'import, puis effacé
          </RetentionRow>
          <RetentionRow data="Journal des actions des administrateurs (sans contenu personnel)">{daysText(retention.auditDays)}</RetentionRow>
          <RetentionRow data="Export de vos données">téléchargeable pendant {hoursText(facts.dataExportLifetimeHours)}</RetentionRow>
          <RetentionRow data="Compte, consultations, avis, crédits">tant que le compte existe ; supprimés avec lui</RetentionRow>
        </LegalTable>
        <p>Quand un compte est supprimé, les chiffres de facturation et les totaux de l'entreprise restent, détachés de la personne : rien ne permet plus de les relier à vous.</p>
      </LegalSection>

      <LegalSection id="hebergement" title={title('hebergement')}>
        <p>
          Les données sont hébergées en {facts.hostingLocation}, chez {facts.host.name}. Les mots de passe temporaires et les secrets de double authentification sont chiffrés.
        </p>
      </LegalSection>

      <LegalSection id="droits" title={title('droits')}>
        <ul>
          <li>
            <strong>Accès et portabilité</strong> : dans <span className="font-medium text-slate-900">Mon compte › Mes données › Télécharger mes données</span>, vous obtenez une copie de vos données
            (JSON ou page lisible), téléchargeable pendant {hoursText(facts.dataExportLifetimeHours)}.
          </li>
          <li>
            <strong>Effacement</strong> : au même endroit, <span className="font-medium text-slate-900">Supprimer mon compte</span> efface votre compte et vos données personnelles.
          </li>
          <li>
            <strong>Rectification</strong> : vous modifiez votre nom, votre email et votre téléphone dans votre profil.
          </li>
          <li>
            <strong>Opposition, limitation, et toute autre demande</strong> : écrivez à <MailLink address={facts.privacyContactEmail} />. Nous répondons dans un délai d'un mois.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="reclamation" title={title('reclamation')}>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL) :{' '}
          <a href="https://www.cnil.fr" rel="noreferrer">
            www.cnil.fr
          </a>
          .
        </p>
        <p>
          Voir aussi les <Link to={paths.legalNotice}>mentions légales</Link>.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}

function RetentionRow({ data, children }: { data: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className="px-4 py-2 align-top font-medium text-slate-900">
        {data}
      </th>
      <td className="px-4 py-2 align-top text-slate-700">{children}</td>
    </tr>
  );
}
