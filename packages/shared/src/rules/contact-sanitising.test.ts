import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactRequestSchema, toContactRequest } from '../contracts/contact';
import { hasSuspiciousContent, sanitiseContactText } from './contact-sanitising';
import { hostileContactInputs } from './contact-hostile-inputs';
import { DEMO_SLOTS, demoSlotStart, isBookableDemoDay, isBookableDemoStart } from './demo-request';

const validRequest = {
  firstName: 'Camille',
  lastName: 'Martin',
  mail: 'camille.martin@exemple.fr',
  phone: '',
  companyName: 'Atelier Lumière',
  size: '11-50',
  date: '2030-01-07T08:00:00.000Z',
  message: '',
};

describe('contact request rules, hostile and malformed values', () => {
  it('covers at least 40 values', () => {
    expect(hostileContactInputs.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostileContactInputs)('$name → $outcome', (testCase) => {
    const result = contactRequestSchema.safeParse({ ...validRequest, [testCase.field]: testCase.value });
    if (testCase.outcome === 'accepted') {
      expect(result.success).toBe(true);
      expect(result.data?.[testCase.field]).toBe(testCase.stored);
    } else {
      expect(result.success).toBe(false);
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === testCase.field);
      expect(issue?.message).toBe(testCase.message);
    }
  });
});

describe('sanitiseContactText', () => {
  it.each([
    ['<p>Bonjour</p>', 'Bonjour'],
    ['<scr<script>ipt>alert(1)</script>', 'alert(1)'],
    ['a\u0000b\u001Fc\u007F', 'abc'],
    ['lien javascript:void(0)', 'lien void(0)'],
    ['<a onclick=x>ok', 'ok'],
    ['  trop    d’espaces  ', 'trop d’espaces'],
    ['ligne 1\nligne 2', 'ligne 1 ligne 2'],
    ['2 < 3 et 5 > 4', '2 < 3 et 5 > 4'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitiseContactText(input)).toBe(expected);
  });

  it('keeps line breaks in a multiline message', () => {
    expect(sanitiseContactText(' a \n\n\n\n b ', { isMultiline: true })).toBe('a\n\nb');
  });
});

describe('hasSuspiciousContent', () => {
  it.each([
    'Je voudrais sélectionner une date',
    'Union & Co',
    'Nous organisons une union des équipes',
    'La mise à jour de nos données (update) est prévue',
    "Je confirme (sous réserve) l'alerte du mardi",
    'Notre script de formation est prêt',
    'Le drop-in du jeudi',
    'Salut ; on se voit à 10h',
    'Rock & roll, 100 % présent',
    'Tarif : 10 € / personne',
  ])('lets ordinary French pass: %s', (text) => {
    expect(hasSuspiciousContent(text)).toBe(false);
  });
});

describe('demonstration slots', () => {
  const monday = '2030-01-07';
  const now = new Date('2030-01-07T09:30:00+01:00');

  it('starts a slot at its Paris hour, winter and summer', () => {
    expect(demoSlotStart(monday, '09:00')?.toISOString()).toBe('2030-01-07T08:00:00.000Z');
    expect(demoSlotStart('2030-07-01', '14:00')?.toISOString()).toBe('2030-07-01T12:00:00.000Z');
    expect(demoSlotStart('2030-02-30', '09:00')).toBeNull();
    expect(demoSlotStart(monday, '12:00')).toBeNull();
  });

  it('accepts a future weekday slot only', () => {
    expect(isBookableDemoStart(demoSlotStart(monday, '10:00')!, now)).toBe(true);
    expect(isBookableDemoStart(demoSlotStart(monday, '09:00')!, now)).toBe(false);
    expect(isBookableDemoStart(demoSlotStart('2030-01-12', '10:00')!, now)).toBe(false);
    expect(isBookableDemoStart(new Date('2030-01-08T09:30:00+01:00'), now)).toBe(false);
    expect(isBookableDemoStart(new Date('2030-01-08T12:00:00+01:00'), now)).toBe(false);
  });

  it('offers a day while one of its slots is still to come', () => {
    expect(isBookableDemoDay(monday, now)).toBe(true);
    expect(isBookableDemoDay(monday, new Date('2030-01-07T16:00:00+01:00'))).toBe(false);
    expect(isBookableDemoDay('2030-01-05', now)).toBe(false);
    expect(isBookableDemoDay('2030-01-06', now)).toBe(false);
  });

  it('offers the same days as trying each slot, around the daylight-saving changes too', () => {
    const eachSlot = (day: string, at: Date) =>
      DEMO_SLOTS.some((slot) => {
        const start = demoSlotStart(day, slot.value);
        return start !== null && isBookableDemoStart(start, at);
      });
    const days = ['2030-03-29', '2030-03-30', '2030-03-31', '2030-04-01', '2030-10-25', '2030-10-26', '2030-10-27', '2030-10-28', '2030-10-29', '2030-02-30', 'demain'];
    let offered = 0;
    for (const day of days) {
      // Every quarter of an hour from two days before to the day after, Paris or not.
      for (let at = Date.parse(`${day.length === 10 ? day : '2030-01-07'}T00:00:00Z`) - 2 * 86_400_000, end = at + 4 * 86_400_000; at < end; at += 900_000) {
        if (Number.isNaN(at)) break;
        const expected = eachSlot(day, new Date(at));
        expect(isBookableDemoDay(day, new Date(at)), `${day} at ${new Date(at).toISOString()}`).toBe(expected);
        if (expected) offered += 1;
      }
    }
    expect(offered).toBeGreaterThan(200);
  });
});

describe('contact form schema', () => {
  const form = {
    firstName: ' Zoé-Anaïs ',
    lastName: "O'Connor",
    email: 'zoe@exemple.fr',
    phone: '06 12 34 56 78',
    company: 'Union & Co',
    companySize: '500+',
    date: '2099-06-01',
    timeSlot: '14:00',
    message: '',
  };

  it('becomes the request of spec section 3', () => {
    const parsed = contactFormSchema.parse(form);
    expect(toContactRequest(parsed)).toEqual({
      firstName: 'Zoé-Anaïs',
      lastName: "O'Connor",
      mail: 'zoe@exemple.fr',
      phone: '06 12 34 56 78',
      companyName: 'Union & Co',
      size: '500+',
      date: '2099-06-01T12:00:00.000Z',
      message: '',
    });
  });

  it('reports every required field with the spec message', () => {
    const result = contactFormSchema.safeParse({ firstName: '', lastName: '', email: '', phone: '', company: '', companySize: '', date: '', timeSlot: '', message: '' });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      firstName: 'Ce champ est obligatoire',
      lastName: 'Ce champ est obligatoire',
      email: 'Ce champ est obligatoire',
      company: 'Ce champ est obligatoire',
      companySize: 'Ce champ est obligatoire',
      date: 'Ce champ est obligatoire',
      timeSlot: 'Ce champ est obligatoire',
    });
  });

  it('refuses a slot already past', () => {
    const result = contactFormSchema.safeParse({ ...form, date: '2020-06-01' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['timeSlot'], message: 'Veuillez choisir un créneau à venir, du lundi au vendredi.' });
  });
});
