import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ContactRequest } from '@parenthese/shared';
import { Toaster } from '@/components/ui/sonner-toaster';
import { apiCalls, apiError, apiHandler, apiRefusal, serveApi } from '@/test/fake-api';
import { ContactForm } from './contact-form';

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContactForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The field whose label reads exactly this, the required asterisk aside. */
const field = (label: string) => screen.getByLabelText((content) => content.replace(/\*$/, '').trim() === label) as HTMLInputElement;

/** Chooses the first day that can still be booked, looking at this month then the next. */
async function chooseFirstBookableDay(user: ReturnType<typeof userEvent.setup>) {
  const grid = screen.getByRole('grid');
  const findDay = () =>
    within(grid)
      .queryAllByRole('button')
      .find((button) => !button.hasAttribute('aria-disabled'));
  let day = findDay();
  if (!day) {
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    day = findDay();
  }
  await user.click(day!);
  return day!;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Prénom'), 'Zoé-Anaïs');
  await user.type(field('Nom'), "O'Connor");
  await user.type(field('Email professionnel'), 'zoe@exemple.fr');
  await user.type(field('Téléphone'), '06 12 34 56 78');
  await user.type(field('Entreprise'), 'Union & Co');
  await user.selectOptions(field("Taille de l'entreprise"), '51-200 employés');
  await chooseFirstBookableDay(user);
  await user.click(screen.getByLabelText('16:00 - 17:00'));
  await user.type(field('Message'), 'Bonjour, nous sommes intéressés.');
}

describe('ContactForm', () => {
  it('shows the spec message under every required field and a toast, without sending', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(7);
    expect(await screen.findByText('Champs obligatoires manquants')).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);
  });

  it.each([
    ['Prénom', 'a'.repeat(51), 'Maximum 50 caractères'],
    ['Nom', 'Zoé 😀', 'Format invalide'],
    ['Entreprise', '<script>alert(1)</script>', 'Contenu suspect détecté'],
    ['Email professionnel', 'pas-un-email', 'Format invalide'],
    ['Téléphone', '06 12 34', 'Format invalide'],
  ])('checks %s as it is left: %j gives %s', async (label, value, message) => {
    const user = renderForm();
    fireEvent.change(field(label), { target: { value } });
    await user.click(document.body);
    fireEvent.blur(field(label));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts message characters and turns the counter red above 90% of 2000', () => {
    renderForm();
    const message = field('Message');
    fireEvent.change(message, { target: { value: 'a'.repeat(1800) } });
    const counter = screen.getByText('1800/2000 caractères');
    expect(counter).not.toHaveClass('text-red-600');
    fireEvent.change(message, { target: { value: 'a'.repeat(1801) } });
    expect(screen.getByText('1801/2000 caractères')).toHaveClass('text-red-600');
  });

  it('sends the request of the spec, thanks the visitor and empties every field and the date', async () => {
    serveApi(apiHandler('POST', '/api/contact/request', { success: true, message: 'ok' }));
    const user = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText('Demande envoyée avec succès')).toBeInTheDocument();
    expect(screen.getByText('Notre équipe vous contactera sous 24h pour confirmer le créneau de démonstration.')).toBeInTheDocument();
    const [sent] = apiCalls();
    expect(sent).toMatchObject({ method: 'POST', url: '/api/contact/request' });
    const body = sent.body as ContactRequest;
    expect(body).toMatchObject({
      firstName: 'Zoé-Anaïs',
      lastName: "O'Connor",
      mail: 'zoe@exemple.fr',
      phone: '06 12 34 56 78',
      companyName: 'Union & Co',
      size: '51-200',
      message: 'Bonjour, nous sommes intéressés.',
    });
    expect(body.date).toMatch(/T1[45]:00:00\.000Z$/);

    await waitFor(() => expect(field('Prénom')).toHaveValue(''));
    for (const label of ['Nom', 'Email professionnel', 'Téléphone', 'Entreprise', "Taille de l'entreprise", 'Message']) expect(field(label)).toHaveValue('');
    expect(screen.getByLabelText('16:00 - 17:00')).not.toBeChecked();
    expect(within(screen.getByRole('grid')).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('keeps everything typed and says why when the server refuses or fails', async () => {
    const user = renderForm();
    await fillValidForm(user);
    serveApi(apiHandler('POST', '/api/contact/request', apiError(429, 'Veuillez attendre 42 secondes avant de soumettre à nouveau.')));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Trop de tentatives')).toBeInTheDocument();
    expect(screen.getByText('Veuillez attendre 42 secondes avant de soumettre à nouveau.')).toBeInTheDocument();

    serveApi(apiHandler('POST', '/api/contact/request', apiRefusal(429, 'CONTACT_TOO_SOON', 'Attendez quelques secondes avant de soumettre à nouveau.')));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Veuillez patienter')).toBeInTheDocument();

    serveApi(apiHandler('POST', '/api/contact/request', apiRefusal(400, 'CONTACT_SUSPICIOUS', 'Contenu suspect détecté', { companyName: 'Contenu suspect détecté' })));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Veuillez saisir des informations valides.')).toBeInTheDocument();
    expect(field('Entreprise')).toHaveAttribute('aria-invalid', 'true');

    serveApi(apiHandler('POST', '/api/contact/request', apiError(500, 'Une erreur interne est survenue.')));
    await user.type(field('Entreprise'), ' SA');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText("Une erreur est survenue lors de l'envoi du formulaire.")).toBeInTheDocument();

    expect(field('Prénom')).toHaveValue('Zoé-Anaïs');
    expect(field('Entreprise')).toHaveValue('Union & Co SA');
    expect(field('Message')).toHaveValue('Bonjour, nous sommes intéressés.');
    expect(screen.getByLabelText('16:00 - 17:00')).toBeChecked();
  });
});
