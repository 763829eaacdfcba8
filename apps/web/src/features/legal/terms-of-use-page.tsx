import { Link } from 'react-router';
import { BOOKING_WINDOW_MONTHS, CONSULTATION_LENGTH_MINUTES, JOIN_WINDOW_OPENS_MINUTES_BEFORE, LATE_CANCELLATION_HOURS, PSYCHOLOGIST_NEVER_RECEIVES, paths, type LegalFacts } from '@parenthese/shared';
import { PageContainer } from '@/components/ui/page-container';
import { LegalArticle, LegalFactsView, LegalSection, MailLink } from './components/legal-facts-view';

/**
 * /conditions-utilisation: the rules of the service as the product applies them. Every figure comes from the
 * shared rule the server enforces (booking window, late cancellation, join window), so the terms cannot say
 * other than what happens.
 */
export function TermsOfUsePage() {
  return (
    <PageContainer title="Conditions d'utilisation" description="Les règles du service Parenthèse, pour les salariés et les psychologues." width="narrow">
      <LegalFactsView>{(facts) => <TermsText facts={facts} />}</LegalFactsView>
    </PageContainer>
  );
}

function TermsText({ facts }: { facts: LegalFacts }) {
  return (
    <LegalArticle>
      <LegalSection id="objet" title="Le service">
        <p>
          Parenthèse, édité par {facts.publisher.name}, permet aux salariés des entreprises clientes de consulter un psychologue, par téléphone ou en visio, gratuitement et de façon anonyme. Votre
          employeur finance les consultations ; il ne sait jamais qui consulte, ni pourquoi.
        </p>
        <p>En utilisant Parenthèse, vous acceptez les présentes conditions. Elles ne remplacent pas le contrat qui lie votre employeur à {facts.publisher.name}.</p>
      </LegalSection>

      <LegalSection id="urgence" title="Ce que Parenthèse n'est pas">
        <p>
          Parenthèse n'est pas un service d'urgence. En cas de danger immédiat, appelez le 15 (SAMU) ou le 112. Si vous avez des idées suicidaires, appelez le 3114, numéro national de prévention du
          suicide, gratuit, jour et nuit.
        </p>
      </LegalSection>

      <LegalSection id="compte" title="Votre compte">
        <ul>
          <li>Votre compte est créé à la demande de votre employeur. Vous choisissez votre mot de passe à la première connexion, ou en suivant le lien d'invitation reçu par email.</li>
          <li>Votre compte est personnel : ne confiez ni votre identifiant ni votre mot de passe. Si vous pensez qu'une autre personne l'utilise, changez votre mot de passe.</li>
          <li>L'administration de la plateforme peut bloquer votre compte, notamment quand vous quittez l'entreprise ; un compte bloqué ne peut plus réserver ni se connecter.</li>
        </ul>
      </LegalSection>

      <LegalSection id="credits" title="Vos crédits de consultation">
        <ul>
          <li>Chaque consultation utilise un crédit. Votre employeur fixe combien vous pouvez en avoir en même temps, entre 1 et 3.</li>
          <li>Vous ne payez jamais rien : ni consultation, ni annulation. Les crédits n'ont aucune valeur en argent et ne sont ni échangeables ni remboursables.</li>
        </ul>
      </LegalSection>

      <LegalSection id="reservation" title="Réserver une consultation">
        <ul>
          <li>
            Vous choisissez une catégorie de psychologue, le mode (téléphone ou visio) et un créneau, du lendemain jusqu'à {BOOKING_WINDOW_MONTHS} mois, du lundi au vendredi. Une consultation dure
            environ {CONSULTATION_LENGTH_MINUTES} minutes.
          </li>
          <li>Votre rendez-vous est enregistré dès la réservation, et confirmé quand le psychologue l'accepte ; vous recevez alors un message. S'il le refuse, votre crédit vous est rendu.</li>
          <li>Pour une consultation par téléphone, le psychologue vous appelle au numéro de votre profil.</li>
          <li>Pour une visio, vous rejoignez la consultation depuis « Mes rendez-vous », à partir de {JOIN_WINDOW_OPENS_MINUTES_BEFORE} minutes avant l'heure.</li>
        </ul>
      </LegalSection>

      <LegalSection id="annulation" title="Annuler une consultation">
        <ul>
          <li>Jusqu'à {LATE_CANCELLATION_HOURS} heures avant l'heure du rendez-vous, vous annulez depuis « Mes rendez-vous » et votre crédit vous est rendu.</li>
          <li>
            Moins de {LATE_CANCELLATION_HOURS} heures avant, vous pouvez encore annuler, mais le crédit de cette consultation est utilisé et ne vous est pas rendu : le créneau réservé pour vous ne
            peut plus être proposé à temps. Vous n'avez rien à payer.
          </li>
          <li>Si le psychologue annule, ou si la consultation tombe pendant son absence, votre crédit vous est toujours rendu.</li>
        </ul>
      </LegalSection>

      <LegalSection id="confidentialite" title="Anonymat et confidentialité">
        <p>
          {PSYCHOLOGIST_NEVER_RECEIVES} Les psychologues sont tenus au secret professionnel. Ce que nous enregistrons, pour combien de temps, et vos droits, sont décrits dans la{' '}
          <Link to={paths.privacy}>politique de confidentialité</Link>.
        </p>
      </LegalSection>

      <LegalSection id="engagements" title="Vos engagements et les nôtres">
        <ul>
          <li>Vous vous engagez à utiliser Parenthèse pour vous-même, avec respect envers les psychologues, et à ne pas tenter d'accéder aux données d'autres personnes.</li>
          <li>Chaque psychologue de Parenthèse est enregistré avec son numéro ADELI. Il reste seul responsable du contenu de ses consultations.</li>
          <li>Nous faisons notre possible pour que le service soit disponible ; une interruption, notamment pour maintenance, peut survenir.</li>
        </ul>
      </LegalSection>

      <LegalSection id="contact" title="Contact, modifications et droit applicable">
        <p>
          Pour toute question sur ces conditions, écrivez à <MailLink address={facts.publisher.contactEmail} />. Une modification de ces conditions est publiée sur cette page avant de s'appliquer.
        </p>
        <p>
          Ces conditions sont régies par le droit français. Voir aussi les <Link to={paths.legalNotice}>mentions légales</Link>.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
