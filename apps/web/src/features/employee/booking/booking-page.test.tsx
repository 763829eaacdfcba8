import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMessages, parisDateTime, type ApiErrorCode, type SlotSearchResponse } from '@parenthese/shared';
import { employeeDetails, employeeConsultation, renderPage } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, apiRefusal, serveApi } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { BookingPage } from './booking-page';

// Counts the booking window's computations (Paris time: slow the first time on a phone).
const windowReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@parenthese/shared', async (importOriginal) => {
  const original = await importOriginal<typeof import('@parenthese/shared')>();
  return {
    ...original,
    bookingWindow: (...args: Parameters<typeof original.bookingWindow>) => {
      windowReads.count += 1;
      return original.bookingWindow(...args);
    },
    bookingMonths: (...args: Parameters<typeof original.bookingMonths>) => {
      windowReads.count += 1;
      return original.bookingMonths(...args);
    },
  };
});

const details = employeeDetails;
/** « Choisir ma psychologue » (decision 0061): nobody presented, unless a test says otherwise. */
const noPresentations = apiHandler('GET', '/api/employee-service/psychologists', { psychologists: [] });
const PRESENTATION_ID = '00000000-0000-4000-8000-0000000000aa';
const at = (day: number, hour: number) => parisDateTime(2026, 11, day, hour).toISOString();
const slots: SlotSearchResponse = {
  meetingsData: {
    THURSDAY: [
      { startDate: at(26, 14), meetingStatus: 'AVAILABLE', meetingId: '00000000-0000-4000-8000-000000000002' },
      { startDate: at(26, 9), meetingStatus: 'AVAILABLE', meetingId: '00000000-0000-4000-8000-000000000001' },
      { startDate: at(26, 9), meetingStatus: 'AVAILABLE', meetingId: '00000000-0000-4000-8000-000000000003' },
    ],
  },
};

signedInEmployeeAt(parisDateTime(2026, 11, 25, 10));
// An empty month offers the waiting list, which reads the employee's alerts.
beforeEach(() => serveApi(apiHandler('GET', '/api/employee-service/waiting-list', { entries: [] })));

/** The summary's value under one label (its dt/dd pair). */
function summaryRow(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((item) => item.textContent === label);
  if (!term?.nextElementSibling) throw new Error(`Pas de ligne « ${label} » dans le récapitulatif`);
  return term.nextElementSibling as HTMLElement;
}

async function chooseDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Psychologue du travail/ }));
  await user.click(screen.getByRole('radio', { name: /^Visioconférence/ }));
}

/** Chooses Thursday 26 at 09:00 and reaches the summary; confirming will be refused with this 409. */
async function toSummaryRefused(code: ApiErrorCode, message: string) {
  serveApi(
    noPresentations,
    apiHandler('GET', '/api/employee-service/employee/account/details', details()),
    apiHandler('POST', '/api/employee-service/meeting/find', slots),
    apiHandler('POST', '/api/employee-service/meeting/create', apiRefusal(409, code, message)),
    apiHandler('GET', '/api/employee-service/meeting/load', { meetings: [] }),
  );
  const user = userEvent.setup();
  renderPage(<BookingPage />);
  await screen.findByRole('heading', { name: 'Détails du rendez-vous' });
  await chooseDetails(user);
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await user.click(await screen.findByRole('button', { name: 'jeudi 26 novembre 2026, créneaux disponibles' }));
  await user.click(screen.getByRole('radio', { name: '09:00' }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  return user;
}

// Full-page flows with user events are slow on small CI machines.
describe('booking wizard', { timeout: 20_000 }, () => {
  it('starts on step 1 with back disabled, and needs a category and a mode to go on', async () => {
    // A category and a mode start step 2's first search (booking-page-prefetch.test.tsx).
    serveApi(noPresentations, apiHandler('GET', '/api/employee-service/employee/account/details', details()), apiHandler('POST', '/api/employee-service/meeting/find', { meetingsData: {} }));
    const user = userEvent.setup();
    renderPage(<BookingPage />);
    expect(await screen.findByRole('heading', { name: 'Détails du rendez-vous' })).toBeInTheDocument();
    expect(document.title).toBe('Prendre rendez-vous – Parenthèse');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Neuropsychologue/ }));
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^Visioconférence/ }));
    expect(next).toBeEnabled();
    await user.type(screen.getByLabelText(/Message/), 'Bonjour');
    expect(screen.getByText('7/500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au profil' })).toHaveAttribute('href', '/account/employee/profile');
  });

  it('offers « Choisir ma psychologue » for the category and mode, searches only the chosen psychologist’s times and names them in the summary', async () => {
    serveApi(
      apiHandler('GET', '/api/employee-service/employee/account/details', details()),
      apiHandler('GET', '/api/employee-service/psychologists', {
        psychologists: [
          {
            presentationId: PRESENTATION_ID,
            title: 'Marion, la psychologue',
            presentation: { firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Thérapies brèves.', languages: ['FR', 'EN'] },
          },
        ],
      }),
      apiHandler('POST', '/api/employee-service/meeting/find', slots),
    );
    const user = userEvent.setup();
    renderPage(<BookingPage />);
    expect(await screen.findByRole('heading', { name: 'Détails du rendez-vous' })).toBeInTheDocument();
    await chooseDetails(user);
    const choice = await screen.findByRole('group', { name: 'Choisir ma psychologue' });
    expect(within(choice).getByRole('radio', { name: /La première disponible/ })).toBeChecked();
    const marion = await within(choice).findByRole('radio', { name: /Marion, la psychologue/ });
    expect(marion).toHaveAccessibleName(/Thérapies brèves\..*Langues : Français, Anglais/);
    await user.click(marion);
    expect(marion).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { name: 'Choix du rendez-vous' })).toBeInTheDocument();
    await waitFor(() => expect(apiCalls().some((call) => call.path.endsWith('/meeting/find'))).toBe(true));
    const searches = apiCalls().filter((call) => call.path.endsWith('/meeting/find'));
    expect(searches.map((call) => (call.body as { presentationId?: string }).presentationId)).toContain(PRESENTATION_ID);
    expect(apiCalls().find((call) => call.path.endsWith('/psychologists'))?.url).toContain('doctorCategoryName=Psychologue+du+travail&meetingType=TEAMS');

    await user.click(await screen.findByRole('button', { name: 'jeudi 26 novembre 2026, créneaux disponibles' }));
    await user.click(screen.getByRole('radio', { name: '09:00' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { name: 'Récapitulatif' })).toBeInTheDocument();
    const psychologist = summaryRow('Psychologue');
    expect(within(psychologist).getByText('Marion, la psychologue')).toBeInTheDocument();
    expect(within(psychologist).getByText('Psychologue du travail')).toBeInTheDocument();
  });

  it('reads the booking window (Paris time) once a category and a mode are chosen, not on first display', async () => {
    serveApi(noPresentations, apiHandler('GET', '/api/employee-service/employee/account/details', details()), apiHandler('POST', '/api/employee-service/meeting/find', slots));
    const user = userEvent.setup();
    windowReads.count = 0;
    renderPage(<BookingPage />);
    expect(await screen.findByRole('heading', { name: 'Détails du rendez-vous' })).toBeInTheDocument();
    expect(windowReads.count).toBe(0);
    await chooseDetails(user);
    // Read by the later steps' code, downloaded from the first choice (with the day picker: slow to transform in tests).
    await waitFor(() => expect(windowReads.count).toBeGreaterThan(0), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { name: 'Choix du rendez-vous' })).toBeInTheDocument();
  });

  it('says at once when no credit is left, and keeps Suivant disabled with the reason', async () => {
    serveApi(
      noPresentations,
      apiHandler('GET', '/api/employee-service/employee/account/details', details({ availableCredits: 0 })),
      apiHandler('POST', '/api/employee-service/meeting/find', apiError(404, 'introuvable')),
    );
    const user = userEvent.setup();
    renderPage(<BookingPage />);
    expect(await screen.findByRole('heading', { name: 'Détails du rendez-vous' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Crédits épuisés');
    await chooseDetails(user);
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(bookingMessages.noEmployeeCredit);
  });

  it('disables the phone mode without a phone number on file, with the spec sentence', async () => {
    serveApi(noPresentations, apiHandler('GET', '/api/employee-service/employee/account/details', details({ phoneNumber: '' })));
    renderPage(<BookingPage />);
    const phone = await screen.findByRole('radio', { name: /^Téléphone/ });
    expect(phone).toBeDisabled();
    expect(phone).toHaveAccessibleDescription(bookingMessages.phoneMissing);
  });

  it('books a slot: day, deduplicated sorted times, summary, confirmation and redirect after 3 s', async () => {
    serveApi(
      noPresentations,
      apiHandler('GET', '/api/employee-service/employee/account/details', details()),
      apiHandler('POST', '/api/employee-service/meeting/find', slots),
      apiHandler('POST', '/api/employee-service/meeting/create', {
        success: true,
        message: bookingMessages.requested,
        meeting: employeeConsultation('55555555-5555-4555-8555-555555555555', parisDateTime(2026, 11, 26, 9)),
      }),
      apiHandler('GET', '/api/employee-service/meeting/load', { meetings: [] }),
    );
    const user = userEvent.setup();
    const { router } = renderPage(<BookingPage />, '/employee/appointment');
    await screen.findByRole('heading', { name: 'Détails du rendez-vous' });
    await chooseDetails(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    const day = await screen.findByRole('button', { name: 'jeudi 26 novembre 2026, créneaux disponibles' });
    expect(apiCalls().find((call) => call.path.endsWith('/api/employee-service/meeting/find'))?.body).toMatchObject({ doctorCategoryName: 'Psychologue du travail', meetingType: 'TEAMS' });
    await user.click(day);
    const times = within(screen.getByRole('radiogroup', { name: /^Créneaux du/ })).getAllByRole('radio');
    expect(times.map((time) => time.textContent)).toEqual(['09:00', '14:00']);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await user.click(times[0]);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(screen.getByRole('heading', { name: 'Récapitulatif' })).toBeInTheDocument();
    // Nobody chosen in « Choisir ma psychologue »: the summary says so.
    expect(within(summaryRow('Psychologue')).getByText('La première disponible')).toBeInTheDocument();
    expect(screen.getByText('Jeudi 26 novembre 2026')).toBeInTheDocument();
    expect(screen.getByText('09:00 - 10:00 (60 min)')).toBeInTheDocument();
    expect(screen.getByText('Aucun message')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));

    // The booking waits for the psychologist: never « confirmé » before their acceptance.
    expect((await screen.findAllByText('Rendez-vous enregistré')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Rendez-vous confirmé/)).not.toBeInTheDocument();
    expect(apiCalls().find((call) => call.path.endsWith('/api/employee-service/meeting/create'))?.body).toEqual({
      meetingType: 'TEAMS',
      subject: '',
      meetingId: '00000000-0000-4000-8000-000000000001',
      doctorCategoryName: 'Psychologue du travail',
    });
    expect(router.state.location.pathname).toBe('/employee/appointment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/employee/appointments'), { timeout: 4500 });
  });

  it.each([
    ['was just taken', 'SLOT_TAKEN', bookingMessages.slotTaken],
    ["clashes with one of the employee's own consultations", 'SLOT_OVERLAPS_OWN_CONSULTATION', bookingMessages.overlapsOwnConsultation],
  ] as const)('when the slot %s, explains it and offers fresh slots on step 2', async (_situation, code, message) => {
    const user = await toSummaryRefused(code, message);
    // Meanwhile someone took 09:00: the next search only has 14:00.
    serveApi(apiHandler('POST', '/api/employee-service/meeting/find', { meetingsData: { THURSDAY: [slots.meetingsData.THURSDAY[0]] } }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));

    expect(await screen.findByRole('heading', { name: 'Choix du rendez-vous' })).toBeInTheDocument();
    expect(screen.getByText('Créneau indisponible', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: '09:00' })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '14:00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('decides on the code, not the sentence: a 409 worded like a taken slot but coded NO_CREDIT stays on the summary', async () => {
    const user = await toSummaryRefused('NO_CREDIT', bookingMessages.slotTaken);
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));

    expect((await screen.findAllByText(bookingMessages.slotTaken)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Récapitulatif' })).toBeInTheDocument();
    expect(screen.queryByText('Créneau indisponible', { selector: 'p' })).not.toBeInTheDocument();
  });
});
