import { inParis, parisDateTime } from './paris-time';

/** Maximum lengths of the demonstration request (spec section 9). */
export const CONTACT_MAX_LENGTHS = {
  firstName: 50,
  lastName: 50,
  email: 100,
  phone: 20,
  company: 100,
  message: 2000,
} as const;

/** The counter of a limited field turns red above this share of its limit. */
export const CONTACT_COUNTER_WARNING_RATIO = 0.9;

/** The six one-hour demonstration slots, Paris time. */
export const DEMO_SLOTS = [
  { value: '09:00', label: '09:00 - 10:00', startHour: 9 },
  { value: '10:00', label: '10:00 - 11:00', startHour: 10 },
  { value: '11:00', label: '11:00 - 12:00', startHour: 11 },
  { value: '14:00', label: '14:00 - 15:00', startHour: 14 },
  { value: '15:00', label: '15:00 - 16:00', startHour: 15 },
  { value: '16:00', label: '16:00 - 17:00', startHour: 16 },
] as const;
export type DemoSlotValue = (typeof DEMO_SLOTS)[number]['value'];
export const DEMO_SLOT_VALUES = DEMO_SLOTS.map((slot) => slot.value) as [DemoSlotValue, ...DemoSlotValue[]];

/** Company sizes: the request carries the value, the form shows the label with 'employés'. */
export const CONTACT_COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type ContactCompanySize = (typeof CONTACT_COMPANY_SIZES)[number];
export const contactCompanySizeLabel = (size: ContactCompanySize) => `${size} employés`;

/** 3 submissions per 60 s per client, and at least 5 s between two. */
export const CONTACT_RATE_LIMIT = { maxSubmissions: 3, windowSeconds: 60, minimumGapSeconds: 5 } as const;

export const contactMessages = {
  required: 'Ce champ est obligatoire',
  invalidFormat: 'Format invalide',
  suspicious: 'Contenu suspect détecté',
  maxLength: (limit: number) => `Maximum ${limit} caractères`,
  pastSlot: 'Veuillez choisir un créneau à venir, du lundi au vendredi.',
  successTitle: 'Demande envoyée avec succès',
  successDescription: 'Notre équipe vous contactera sous 24h pour confirmer le créneau de démonstration.',
  validationTitle: 'Erreur de validation',
  validationDescription: 'Veuillez corriger les erreurs dans le formulaire.',
  suspiciousDescription: 'Veuillez saisir des informations valides.',
  tooManyTitle: 'Trop de tentatives',
  tooManyDescription: (seconds: number) => `Veuillez attendre ${seconds} secondes avant de soumettre à nouveau.`,
  tooSoonTitle: 'Veuillez patienter',
  tooSoonDescription: 'Attendez quelques secondes avant de soumettre à nouveau.',
  failureDescription: "Une erreur est survenue lors de l'envoi du formulaire.",
} as const;

/** A calendar day 'yyyy-MM-dd' as its parts, or null when it is not a real date. */
export function parseDemoDay(day: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date) return null;
  return { year, month, day: date };
}

/** The instant a slot starts on a Paris calendar day, or null for an unknown day or slot. */
export function demoSlotStart(day: string, slot: string): Date | null {
  const parts = parseDemoDay(day);
  const found = DEMO_SLOTS.find((candidate) => candidate.value === slot);
  if (!parts || !found) return null;
  return parisDateTime(parts.year, parts.month, parts.day, found.startHour, 0);
}

const isWeekday = (weekday: number) => weekday >= 1 && weekday <= 5;

/** A demonstration can start at this instant: a weekday, on one of the six slots (Paris time), still to come. */
export function isBookableDemoStart(start: Date, now: Date): boolean {
  if (Number.isNaN(start.getTime()) || start.getTime() <= now.getTime()) return false;
  const paris = inParis(start);
  return isWeekday(paris.getDay()) && paris.getMinutes() === 0 && paris.getSeconds() === 0 && paris.getMilliseconds() === 0 && DEMO_SLOTS.some((slot) => slot.startHour === paris.getHours());
}

const LAST_DEMO_SLOT = DEMO_SLOTS.reduce((last, slot) => (slot.startHour > last.startHour ? slot : last));

/**
 * A Paris calendar day that still offers at least one slot (not past, not a weekend). The same answer as
 * trying each slot with isBookableDemoStart, mostly without the time zone (the contact calendar asks for
 * every day of a month while the page starts, and the browser's first time zone computation loads its
 * data, some 40 ms on a phone): a day's weekday needs none, and a weekday still offers a slot while its
 * last slot is to come. Paris being 1 or 2 hours ahead of UTC, that start is known to be to come, or
 * past, except during one hour of the day.
 */
export function isBookableDemoDay(day: string, now: Date): boolean {
  const parts = parseDemoDay(day);
  if (!parts || !isWeekday(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay())) return false;
  const lastStartAtTheEarliest = Date.UTC(parts.year, parts.month - 1, parts.day, LAST_DEMO_SLOT.startHour - 2);
  const lastStartAtTheLatest = Date.UTC(parts.year, parts.month - 1, parts.day, LAST_DEMO_SLOT.startHour - 1);
  if (now.getTime() < lastStartAtTheEarliest) return true;
  if (now.getTime() >= lastStartAtTheLatest) return false;
  const lastStart = demoSlotStart(day, LAST_DEMO_SLOT.value);
  return lastStart !== null && isBookableDemoStart(lastStart, now);
}
