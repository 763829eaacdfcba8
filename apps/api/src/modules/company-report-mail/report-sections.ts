import {
  PSYCHOLOGIST_CATEGORIES,
  MEETING_TYPES,
  REPORT_CONSULTATION_STATUSES,
  REPORT_HIDDEN_NOTE,
  REPORT_RATING_SCORES,
  REPORT_THRESHOLD_TEXT,
  SUPPORT_EMAIL,
  meetingTypeLabels,
  countText,
  averageText,
  reportConsultationStatusLabels,
  reportFigureText,
  trendFigureText,
  reportPeriodText,
  yearMonthText,
  type CompanyReport,
  type PublishedFigureDto,
} from '@parenthese/shared';
import type { MailTable } from '../../mail/mail-layout';

/**
 * What the monthly report says, once, for its mail (text and HTML) and its PDF: the same tables and
 * sentences, so the three carry the same figures. Every figure comes from the CompanyReport, which
 * only holds what the anonymity rule published (decision 0036); a withheld one reads « moins de 10 ».
 * Nothing here is finer than a month or names anyone.
 */
export type ReportSections = {
  subject: string;
  intro: string[];
  /** The mail's word on the PDF joined to it (the PDF itself does not say it). */
  attachmentNote: string;
  tables: MailTable[];
  closing: string[];
};

/** The mail's List-Unsubscribe header says the same (mail/list-unsubscribe.ts). */
const REPORT_UNSUBSCRIBE_SENTENCE = `Pour ne plus recevoir ce rapport, demandez-le à votre contact Parenthèse (${SUPPORT_EMAIL}).`;

const figure = (value: PublishedFigureDto) => reportFigureText(value);
const count = countText;

function employeesTable(employees: CompanyReport['employees']): MailTable {
  if (!employees) return { caption: 'Salariés', head: ['Salariés', 'Nombre'], rows: [], note: "Aucun chiffre de salariés n'est encore publié." };
  return {
    caption: `Salariés, fin ${yearMonthText(employees.asOf)}`,
    head: ['Salariés', 'Nombre'],
    rows: [
      ['Inscrits', figure(employees.registered)],
      ['Comptes activés', figure(employees.activated)],
      ['Comptes pas encore activés', figure(employees.notActivated)],
    ],
  };
}

function creditsTable(credits: CompanyReport['credits']): MailTable {
  return {
    caption: 'Crédits de consultation',
    head: ['Crédits', 'Nombre'],
    rows: [
      ['Accordés', count(credits.granted)],
      // Used and remaining from the published periods only (decision 0045): the running month is in neither.
      ['Utilisés, mois publiés', figure(credits.used)],
      ['Restants, après les mois publiés', figure(credits.remaining)],
      ['Épuisement prévu', credits.exhaustionMonth ? yearMonthText(credits.exhaustionMonth) : 'au-delà de 24 mois, ou pas encore estimé'],
    ],
  };
}

/** The latest published period of consultations, its total and its three breakdowns. */
function consultationTables(periods: CompanyReport['consultations']): MailTable[] {
  const latest = periods.at(-1);
  if (!latest) return [{ caption: 'Consultations', head: ['Consultations', 'Nombre'], rows: [], note: "Aucune période de consultations n'est encore publiée." }];
  const when = reportPeriodText(latest.period);
  return [
    {
      caption: `Consultations réservées, ${when}`,
      head: ['Consultations', 'Nombre'],
      rows: [['Total', figure(latest.total)], ...REPORT_CONSULTATION_STATUSES.map((status) => [reportConsultationStatusLabels[status], figure(latest.status[status])])],
    },
    { caption: `Par mode, ${when}`, head: ['Mode', 'Nombre'], rows: MEETING_TYPES.map((mode) => [meetingTypeLabels[mode], figure(latest.mode[mode])]) },
    { caption: `Par spécialité, ${when}`, head: ['Spécialité', 'Nombre'], rows: PSYCHOLOGIST_CATEGORIES.map((category) => [category, figure(latest.category[category])]) },
  ];
}

/** The latest published period of ratings (the month they were given): the distribution and its average. */
function satisfactionTable(periods: CompanyReport['ratings']): MailTable {
  const latest = periods.at(-1);
  if (!latest) return { caption: 'Satisfaction', head: ['Avis', 'Nombre'], rows: [], note: "Aucune période d'avis n'est encore publiée." };
  return {
    caption: `Satisfaction, avis donnés : ${reportPeriodText(latest.period)}`,
    head: ['Avis', 'Nombre'],
    rows: [
      ['Avis reçus', figure(latest.total)],
      ...REPORT_RATING_SCORES.map((score) => [`Note ${score} sur 5`, figure(latest.score[score])]),
      ['Note moyenne', latest.average.suppressed ? figure(latest.average) : `${reportFigureText(latest.average, averageText)} sur 5`],
    ],
  };
}

function trendTable(trend: CompanyReport['trend']): MailTable {
  return {
    caption: 'Évolution sur 12 mois',
    head: ['Mois', 'Consultations', 'Tenues'],
    rows: trend.map((point) => [yearMonthText(point.month), trendFigureText(point, point.consultations), trendFigureText(point, point.held)]),
  };
}

export function reportSections(report: CompanyReport): ReportSections {
  const month = yearMonthText(report.lastClosedMonth);
  return {
    subject: `Rapport d'utilisation Parenthèse – ${month}`,
    intro: [`Voici le rapport d'utilisation de Parenthèse pour ${report.companyName}, arrêté fin ${month}. Il ne compte que des mois terminés.`],
    attachmentNote: 'Le rapport complet, avec le graphique des 12 derniers mois, est joint en PDF.',
    tables: [employeesTable(report.employees), creditsTable(report.credits), ...consultationTables(report.consultations), satisfactionTable(report.ratings), trendTable(report.trend)],
    closing: [REPORT_THRESHOLD_TEXT, REPORT_HIDDEN_NOTE, REPORT_UNSUBSCRIBE_SENTENCE],
  };
}
