import { addDays, isWeekend } from 'date-fns';
import { sql } from 'drizzle-orm';
import { companyNameKey, inParis, parisDateTime, parisMonthKey, shiftMonthKey } from '@parenthese/shared';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/password-hashing';
import type { Database } from '../../db/client';
import { createAccount, ownPassword, temporaryCredentials } from '../accounts/account-creation';
import { insertEnabledSecondFactor } from '../second-factor/repository';
import { encryptSecret } from '../../lib/secret-box';
import { DEMO_SECOND_FACTOR_SECRETS } from '../../db/demo-second-factor';
import { grantCompanyCredits } from '../credits/credit-ledger';
import { createVideoLinkProvider } from '../video-links/video-link-provider';
import { companies, meetings, users } from '../../db/schema';
import { insertPoolSnapshots } from '../credits/pool-snapshots';
import { findClosedHours, isClosedHour } from '../planning/closed-hours';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_TEMPORARY_PASSWORD = 'Temp1234!';

export const demoAccounts = [
  { login: 'tech.admin@demo.fr', role: 'Admin TECH', password: DEMO_PASSWORD },
  { login: 'site.admin@demo.fr', role: 'Admin SITE', password: DEMO_PASSWORD },
  { login: 'psy.clinicien@demo.fr', role: 'Psychologue (clinicien, neuropsychologue)', password: DEMO_PASSWORD },
  { login: 'psy.travail@demo.fr', role: 'Psychologue (du travail, social)', password: DEMO_PASSWORD },
  { login: 'demo.salarie', role: 'Salarié (2 crédits, 1 consultation à évaluer)', password: DEMO_PASSWORD },
  { login: 'autre.salarie', role: 'Salarié (1 rendez-vous à venir, 1 récent)', password: DEMO_PASSWORD },
  { login: 'nouveau.salarie', role: 'Salarié en première connexion', password: DEMO_TEMPORARY_PASSWORD },
] as const;

/** The working days (Paris) from tomorrow over the next `days` days. */
function upcomingWeekdays(now: Date, days: number): Date[] {
  const result: Date[] = [];
  for (let offset = 1; offset <= days; offset += 1) {
    const day = inParis(addDays(now, offset));
    if (!isWeekend(day)) result.push(day);
  }
  return result;
}

/** The last working day (Paris) before today. */
function lastWeekday(now: Date): Date {
  let day = inParis(addDays(now, -1));
  while (isWeekend(day)) day = inParis(addDays(day, -1));
  return day;
}

/** A weekday (Paris) in the month before the current one, around its middle. */
function weekdayOfLastMonth(now: Date): Date {
  const [year, month] = shiftMonthKey(parisMonthKey(now), -1).split('-').map(Number);
  let day = inParis(parisDateTime(year, month, 15, 12));
  while (isWeekend(day)) day = inParis(addDays(day, -1));
  return day;
}

const atHour = (day: Date, hour: number) => parisDateTime(day.getFullYear(), day.getMonth() + 1, day.getDate(), hour);
const oneHourAfter = (start: Date) => new Date(start.getTime() + 60 * 60 * 1000);

/** The demo world (accounts, their second-factor secrets...) unless DEMO_SEED=false. Returns whether it seeded. */
export async function seedDemoWorldIfEnabled(db: Database, config: Config, now: Date): Promise<boolean> {
  return config.isDemoSeedEnabled ? seedDemoWorld(db, config, now) : false;
}

/** Seeds the demo world on an empty database. Returns false when there was already data. */
export async function seedDemoWorld(db: Database, config: Config, now: Date): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  // Hashing is slow on purpose: done once, before the transaction.
  const demoPassword = ownPassword(await hashPassword(DEMO_PASSWORD));
  const { credentials: temporaryPassword } = await temporaryCredentials(config.dataEncryptionKey, now, DEMO_TEMPORARY_PASSWORD);

  await db.transaction(async (tx) => {
    const techAdminId = await createAccount(
      tx,
      { role: 'ADMIN', email: 'tech.admin@demo.fr', profile: { firstName: 'Camille', lastName: 'Martin', phoneNumber: '0140000001', adminRole: 'TECH' } },
      demoPassword,
      { now },
    );
    const siteAdminId = await createAccount(
      tx,
      { role: 'ADMIN', email: 'site.admin@demo.fr', profile: { firstName: 'Julien', lastName: 'Bernard', phoneNumber: '0140000002', adminRole: 'SITE' } },
      demoPassword,
      { now },
    );

    const clinicienId = await createAccount(
      tx,
      {
        role: 'DOCTOR',
        email: 'psy.clinicien@demo.fr',
        profile: {
          adeliNumber: '759312345',
          firstName: 'Claire',
          lastName: 'Dubois',
          phoneNumber: '0611223344',
          address: '12 rue de la Paix, 75002 Paris',
          categories: ['Psychologue clinicien', 'Neuropsychologue'],
          isPhoneEnabled: true,
          isVideoEnabled: true,
        },
      },
      demoPassword,
      { now },
    );
    const travailId = await createAccount(
      tx,
      {
        role: 'DOCTOR',
        email: 'psy.travail@demo.fr',
        profile: {
          adeliNumber: '699854321',
          firstName: 'Thomas',
          lastName: 'Leroy',
          phoneNumber: '0655667788',
          address: '5 place Bellecour, 69002 Lyon',
          categories: ['Psychologue du travail', 'Psychologue social'],
          isPhoneEnabled: true,
          isVideoEnabled: true,
        },
      },
      demoPassword,
      { now },
    );

    // The demo staff sign in with a code from an authenticator app, computed from the secrets in the README.
    const staffIds: Record<keyof typeof DEMO_SECOND_FACTOR_SECRETS, string> = {
      'tech.admin@demo.fr': techAdminId,
      'site.admin@demo.fr': siteAdminId,
      'psy.clinicien@demo.fr': clinicienId,
      'psy.travail@demo.fr': travailId,
    };
    for (const [login, secret] of Object.entries(DEMO_SECOND_FACTOR_SECRETS)) {
      await insertEnabledSecondFactor(tx, staffIds[login as keyof typeof DEMO_SECOND_FACTOR_SECRETS], encryptSecret(config.dataEncryptionKey, secret));
    }

    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Entreprise Démo',
        nameKey: companyNameKey('Entreprise Démo'),
        email: 'rh@entreprise-demo.fr',
        phone: '0145678900',
        address: '1 avenue des Champs-Élysées, 75008 Paris',
        employeeAmountMax: 3,
        isLowCreditsMailEnabled: true,
        lowCreditsThresholdPercent: 20,
      })
      .returning({ id: companies.id });
    await grantCompanyCredits(tx, { companyId: company.id, amount: 103 });

    const insertEmployee = (values: { username: string; email?: string; firstName: string; lastName: string; phoneNumber?: string; service: string; job: string; isFirstConnection: boolean }) =>
      createAccount(
        tx,
        {
          role: 'EMPLOYEE',
          username: values.username,
          email: values.email ?? null,
          profile: { companyId: company.id, firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber ?? '', service: values.service, job: values.job },
          allowance: 3,
        },
        values.isFirstConnection ? temporaryPassword : demoPassword,
        { now },
      );

    const demoEmployeeId = await insertEmployee({
      username: 'demo.salarie',
      email: 'salarie@demo.fr',
      firstName: 'Léa',
      lastName: 'Moreau',
      phoneNumber: '0612345678',
      service: 'Comptabilité',
      job: 'Comptable',
      isFirstConnection: false,
    });
    // autre.salarie has a phone consultation below: like any phone booking, it needs a number to call.
    const otherEmployeeId = await insertEmployee({
      username: 'autre.salarie',
      email: 'autre.salarie@demo.fr',
      firstName: 'Hugo',
      lastName: 'Petit',
      phoneNumber: '0698765432',
      service: 'Logistique',
      job: "Chef d'équipe",
      isFirstConnection: false,
    });
    await insertEmployee({ username: 'nouveau.salarie', firstName: 'Inès', lastName: 'Garcia', service: 'Marketing', job: 'Chargée de communication', isFirstConnection: true });

    // Availability: weekdays of the coming three weeks, 09:00-12:00 and 14:00-17:00 (Paris), but the
    // hours the week editor would refuse: public holidays are closed by default (decision 0064).
    const workingHours = [9, 10, 11, 14, 15, 16];
    const availability = upcomingWeekdays(now, 21).flatMap((day) =>
      [clinicienId, travailId].flatMap((psychologistId) =>
        workingHours.map((hour) => {
          const startsAt = atHour(day, hour);
          return { doctorId: psychologistId, startsAt, endsAt: oneHourAfter(startsAt), status: 'AVAILABLE' as const };
        }),
      ),
    );
    const closed = await findClosedHours(tx, [clinicienId, travailId], { start: now, end: addDays(now, 22) });
    await tx.insert(meetings).values(availability.filter((slot) => !isClosedHour(closed, slot.doctorId, slot.startsAt, slot.endsAt)));

    // The seeded consultations are written as they stand (one is past), then spend their credits through
    // the booking's own spend (spend_consultation_credit, migration 0019), the one path credits are spent.
    // The demo world starts quiet: no booking mail is written for what it seeds (bookingNoticesAt).
    const seedBooking = async (values: Omit<typeof meetings.$inferInsert, 'endsAt' | 'status' | 'bookingNoticesAt'> & { employeeId: string; startsAt: Date; bookedAt: Date }) => {
      const [booking] = await tx
        .insert(meetings)
        .values({ ...values, endsAt: oneHourAfter(values.startsAt), status: 'BOOKED', bookingNoticesAt: values.bookedAt })
        .returning({ id: meetings.id });
      await tx.execute(sql`select spend_consultation_credit(${company.id}::uuid, ${values.employeeId}::uuid, ${booking.id}::uuid)`);
    };
    // A video consultation already held, accepted, its reminders sent: nothing is written for it either.
    const seedHeldVideoConsultation = ({ bookedDaysBefore, ...values }: { doctorId: string; employeeId: string; startsAt: Date; category: string; subject: string; bookedDaysBefore: number }) =>
      seedBooking({
        ...values,
        meetingType: 'TEAMS',
        meetingLink: createVideoLinkProvider(config).createMeetingLink(),
        bookedAt: addDays(values.startsAt, -bookedDaysBefore),
        reminded24hAt: addDays(values.startsAt, -1),
        reminded1hAt: values.startsAt,
        doctorDecision: 'ACCEPTED',
      });

    // demo.salarie: a past video consultation, to rate. Last month, so that psy.clinicien's bill of
    // that month (80 €) can be closed: the current month's cannot yet.
    await seedHeldVideoConsultation({
      doctorId: clinicienId,
      employeeId: demoEmployeeId,
      startsAt: atHour(weekdayOfLastMonth(now), 10),
      category: 'Psychologue clinicien',
      subject: 'Consultation anonyme',
      bookedDaysBefore: 3,
    });

    // autre.salarie: an upcoming phone consultation in psy.clinicien's calendar, 18:00 (outside the
    // published availability), at least four days ahead so it can still be cancelled in time.
    const upcomingDay = upcomingWeekdays(now, 14).find((day) => day.getTime() - now.getTime() > 4 * 24 * 3600 * 1000)!;
    await seedBooking({
      doctorId: clinicienId,
      startsAt: atHour(upcomingDay, 18),
      meetingType: 'PHONE',
      category: 'Psychologue clinicien',
      subject: 'Stress lié à une réorganisation du service',
      employeeId: otherEmployeeId,
      bookedAt: now,
      doctorDecision: 'PENDING',
    });
    // autre.salarie: a video consultation with psy.travail on the last working day, so that either side
    // can still say it did not take place (7 days, decision 0062).
    await seedHeldVideoConsultation({
      doctorId: travailId,
      employeeId: otherEmployeeId,
      startsAt: atHour(lastWeekday(now), 10),
      category: 'Psychologue du travail',
      subject: 'Tensions avec un collègue',
      bookedDaysBefore: 4,
    });
    // A fresh demo shows the pool as administrators see it, from a snapshot (decision 0045): the first
    // one now, the next ones every night.
    await insertPoolSnapshots(tx, now);
  });
  return true;
}
