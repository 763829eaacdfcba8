/**
 * What the team measured of RGAA 4.1 (issue 26), the one source of the accessibility statement
 * (/accessibilite): its rate is computed from this list, never written by hand. Only the criteria that
 * were really evaluated are here, each with how: a criterion is C only where a check in the repository
 * covers it (an axe run or a keyboard step of an e2e journey, named in `checkedIn`), NC where the team
 * found a defect (`defect` says which), NA where it cannot apply. Change a status only with its check.
 *
 * axe-core (through @axe-core/playwright, tags wcag2a, wcag2aa, wcag21a, wcag21aa) runs in:
 *   e2e/journeys/visitor.spec.ts (/ and /contact), auth.spec.ts (header, sign-in dialog, reset page),
 *   legal-pages.spec.ts (the three legal pages, 375 and 1280 px), admin-*.spec.ts, psychologist*.spec.ts,
 *   employee-journeys.spec.ts (the signed-in pages).
 */

export type RgaaStatus = 'C' | 'NC' | 'NA';

export type RgaaCriterion = {
  /** The RGAA 4.1 number, « thème.critère ». */
  criterion: string;
  /** The criterion's question, short. */
  title: string;
  status: RgaaStatus;
  /** How it was checked, said for a user of the statement (never a file of the repository). */
  checkedBy: string;
  /** The e2e journeys (file names under e2e/journeys) whose checks cover it: for the team, not shown. */
  checkedIn?: readonly string[];
  /** NC: what fails, where, said for a user. */
  defect?: string;
};

/** RGAA 4.1 has 106 criteria. */
export const RGAA_CRITERIA_COUNT = 106;

/** When this list was last measured (the statement's date). */
export const RGAA_AUDIT_DATE = '2026-11-24';

/** The tools of the measure. */
export const RGAA_TEST_ENVIRONMENT = {
  browser: 'Chromium (Debian) sans interface, piloté par Playwright',
  /** The axe-core version of package-lock.json, required by @axe-core/playwright. */
  axeCoreVersion: '4.13.0',
  keyboard: 'parcours au clavier (Tab, Entrée) dans les tests de bout en bout',
  widths: 'écrans de 375 px et de 1280 px de large',
} as const;

const AXE_PUBLIC = 'contrôle automatique (axe-core) des pages publiques, de la connexion et des pages légales';
const AXE_EVERYWHERE = 'contrôle automatique (axe-core) de toutes les pages, publiques et connectées';
const PUBLIC_JOURNEYS = ['visitor.spec.ts', 'auth.spec.ts', 'legal-pages.spec.ts'] as const;
const EVERY_JOURNEY = [...PUBLIC_JOURNEYS, 'admin.spec.ts', 'psychologist.spec.ts', 'employee-journeys.spec.ts', 'accessibility-sweep.spec.ts'] as const;

export const RGAA_AUDIT: readonly RgaaCriterion[] = [
  {
    criterion: '1.1',
    title: 'Chaque image porteuse d’information a-t-elle une alternative textuelle ?',
    status: 'C',
    checkedBy: `${AXE_EVERYWHERE} (règles image-alt, svg-img-alt, role-img-alt)`,
    checkedIn: EVERY_JOURNEY,
  },
  { criterion: '3.2', title: 'Le contraste entre le texte et son arrière-plan est-il suffisant ?', status: 'C', checkedBy: `${AXE_EVERYWHERE} (règle color-contrast)`, checkedIn: EVERY_JOURNEY },
  {
    criterion: '7.4',
    title: 'Chaque changement de contexte est-il annoncé ou contrôlé par l’utilisateur ?',
    status: 'NC',
    checkedBy: 'mesure manuelle de l’équipe',
    defect: 'Le formulaire de recherche de l’administration n’a pas de bouton pour lancer la recherche (technique H32).',
  },
  { criterion: '8.3', title: 'La langue par défaut de chaque page est-elle présente ?', status: 'C', checkedBy: `${AXE_EVERYWHERE} (règle html-has-lang)`, checkedIn: EVERY_JOURNEY },
  {
    criterion: '8.4',
    title: 'Le code de langue de chaque page est-il valide et pertinent ?',
    status: 'C',
    checkedBy: `${AXE_EVERYWHERE} (règle html-lang-valid) ; « fr » vérifié à la lecture des pages`,
    checkedIn: EVERY_JOURNEY,
  },
  { criterion: '8.5', title: 'Chaque page a-t-elle un titre de page ?', status: 'C', checkedBy: `${AXE_EVERYWHERE} (règle document-title)`, checkedIn: EVERY_JOURNEY },
  {
    criterion: '8.6',
    title: 'Le titre de chaque page est-il pertinent ?',
    status: 'NC',
    checkedBy: 'mesure manuelle de l’équipe',
    defect: 'Toutes les pages portent le même titre : l’onglet du navigateur ne dit pas sur quelle page on se trouve.',
  },
  {
    criterion: '10.11',
    title: 'Les contenus restent-ils lisibles sans défilement horizontal à 320 px de large ?',
    status: 'NC',
    checkedBy: 'mesure manuelle de l’équipe à 375 px',
    defect: 'Sur un écran étroit, les onglets des sections de l’administration sont coupés, sans signe que d’autres existent.',
  },
  {
    criterion: '10.13',
    title: 'Les contenus qui apparaissent au focus ou au survol sont-ils contrôlables ?',
    status: 'NC',
    checkedBy: 'mesure manuelle de l’équipe',
    defect: 'Dans le calendrier du psychologue, ouvrir une consultation place le focus sur un bouton inactif dont l’infobulle s’affiche aussitôt et masque le statut de la consultation.',
  },
  {
    criterion: '11.1',
    title: 'Chaque champ de formulaire a-t-il une étiquette ?',
    status: 'C',
    checkedBy: `${AXE_PUBLIC} : formulaire de démonstration, connexion, mot de passe oublié (règles label, select-name)`,
    checkedIn: PUBLIC_JOURNEYS,
  },
  {
    criterion: '11.13',
    title: 'La finalité d’un champ de saisie peut-elle être déduite pour le remplissage automatique ?',
    status: 'NC',
    checkedBy: 'mesure manuelle de l’équipe',
    defect: 'Dans le formulaire de contact, trois champs annoncent une valeur de remplissage automatique qui ne correspond pas à leur type de champ.',
  },
  {
    criterion: '12.7',
    title: 'Un lien d’évitement vers le contenu principal est-il présent ?',
    status: 'C',
    checkedBy: 'parcours au clavier : la première tabulation atteint « Aller au contenu », qui mène au contenu principal',
    checkedIn: ['legal-pages.spec.ts'],
  },
];

export type RgaaRate = { conforming: number; nonConforming: number; notApplicable: number; evaluated: number; percent: number };

/** The conformance rate of RGAA's method: conforming criteria over applicable ones (C / (C + NC)), rounded down. */
export function rgaaRate(audit: readonly RgaaCriterion[] = RGAA_AUDIT): RgaaRate {
  const conforming = audit.filter((entry) => entry.status === 'C').length;
  const nonConforming = audit.filter((entry) => entry.status === 'NC').length;
  const notApplicable = audit.filter((entry) => entry.status === 'NA').length;
  const applicable = conforming + nonConforming;
  return { conforming, nonConforming, notApplicable, evaluated: audit.length, percent: applicable === 0 ? 0 : Math.floor((conforming * 100) / applicable) };
}
