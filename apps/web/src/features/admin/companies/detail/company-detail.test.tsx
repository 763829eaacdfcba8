import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, networkError, serveApi } from '@/test/fake-api';
import { CompaniesView } from '../companies-view';
import { aCompany, anEmployee, pageOf, signInAsAdmin } from '../test-fixtures';

const company = aCompany();
/** The detail loads its one company, not every company. */
const companyPath = `/api/admin/companies/get/${company.companyId}` as const;
/** The company's employees: a page when asked for one, every employee without page parameters (the CSV export). */
const employeesPath = `/api/admin/companies/${company.companyId}/employees/get/all` as const;
/** The temporary passwords an export reveals (one audited call). */
const exportPasswordsPath = `/api/admin/companies/${company.companyId}/employees/temporary-passwords/export` as const;
const exportXlsxPath = `/api/admin/companies/${company.companyId}/employees/export/xlsx` as const;

const twelveEmployees = Array.from({ length: 12 }, (_, index) => anEmployee({ firstName: `Salarié${index + 1}`, lastName: 'Martin', userName: `salarie${index + 1}.martin` }));

function renderDetail(route = `/account/admin?view=companies&company=${company.companyId}`) {
  const view = renderWithProviders(<CompaniesView />, { path: '/account/admin', route });
  return { ...view, user: userEvent.setup() };
}

/** The server's pages of 5 over the twelve employees. */
const pagedEmployees = () =>
  apiHandler('GET', employeesPath, ({ url }) => {
    const page = Number(url.searchParams.get('page'));
    return url.search === `?page=${page}&pageSize=5` && page <= 3 ? pageOf(twelveEmployees.slice((page - 1) * 5, page * 5), 12, page, 5) : apiError(404, 'introuvable');
  });

const rowNames = () =>
  within(screen.getByRole('table', { name: `Employés de ${company.companyName}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

beforeEach(() => {
  signInAsAdmin();
  // No CSV import yet (employee-import-panel.test.tsx follows one).
  serveApi(apiHandler('GET', `/api/admin/companies/${company.companyId}/employee-imports/latest`, { employeeImport: null }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CompanyDetail', () => {
  it('shows the three cards with the real phone, address, creation date, status and employee counts', async () => {
    serveApi(apiHandler('GET', companyPath, company), apiHandler('GET', employeesPath, pageOf([], 0, 1, 5)));
    renderDetail();
    const heading = await screen.findByRole('heading', { name: 'Alpha Conseil', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Retour aux entreprises' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Informations générales' })).toBeInTheDocument();
    expect(screen.getByText('rh@alpha.fr')).toBeInTheDocument();
    expect(screen.getByText('01.42.00.00.00')).toBeInTheDocument();
    expect(screen.getByText('12 rue de la Paix, 75002 Paris')).toBeInTheDocument();
    expect(screen.getByText('15 janvier 2030')).toBeInTheDocument();
    expect(screen.getByText('Rapport mensuel').nextSibling).toHaveTextContent('Envoyé à rh@alpha.fr');
    expect(screen.getAllByText('Activée').length).toBeGreaterThan(0);

    expect(screen.getByRole('heading', { name: 'Crédits et consultations' })).toBeInTheDocument();
    expect(screen.getByText('75 sur 100 accordés, au 27 janvier à 0 h')).toBeInTheDocument();
    expect(screen.getByText('20 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Utilisation des crédits au 27 janvier à 0 h' })).toHaveAttribute('aria-valuenow', '25');

    const counts = screen.getByRole('heading', { name: 'Employés', level: 2 }).closest('.rounded-2xl') as HTMLElement;
    expect(within(counts).getByText('Total').nextSibling).toHaveTextContent('12');
    expect(within(counts).getByText('Actifs').nextSibling).toHaveTextContent('9');
    expect(within(counts).getByText('Bloqués').nextSibling).toHaveTextContent('1');

    expect(await screen.findByText('Aucun employé pour le moment. Ajoutez-en avec « Ajouter des employés ».')).toBeInTheDocument();
    expect(
      apiCalls()
        .map((call) => call.url.split('?')[0])
        .sort(),
    ).toEqual([companyPath, `/api/admin/companies/${company.companyId}/employees/get/all`, `/api/admin/companies/${company.companyId}/employee-imports/latest`].sort());
  });

  it('says « Désactivé » for the monthly report of a company that switched it off', async () => {
    serveApi(apiHandler('GET', companyPath, aCompany({ reportMailEnabled: false })), apiHandler('GET', employeesPath, pageOf([], 0, 1, 5)));
    renderDetail();
    await screen.findByRole('heading', { name: 'Alpha Conseil', level: 2 });
    expect(screen.getByText('Rapport mensuel').nextSibling).toHaveTextContent(/^Désactivé$/);
  });

  it("says 'Entreprise introuvable' for an unknown company, and the back button goes to the grid", async () => {
    serveApi(apiHandler('GET', companyPath, apiError(404, 'Entreprise introuvable')));
    const { user, router } = renderDetail();
    expect(await screen.findByText('Entreprise introuvable')).toBeInTheDocument();
    serveApi(apiHandler('GET', '/api/admin/companies/get/all', pageOf([company])));
    await user.click(screen.getByRole('button', { name: 'Retour aux entreprises' }));
    expect(router.state.location.search).toBe('?view=companies');
    expect(await screen.findByRole('article', { name: 'Alpha Conseil' })).toBeInTheDocument();
  });

  it('opens from a card in place and goes back to the same search, the focus on that card', async () => {
    serveApi(apiHandler('GET', '/api/admin/companies/get/all', pageOf([company])), apiHandler('GET', companyPath, company), apiHandler('GET', employeesPath, pageOf([], 0, 1, 5)));
    const { user, router } = renderDetail('/account/admin?view=companies&search=alpha');
    const card = await screen.findByRole('article', { name: 'Alpha Conseil' });
    await user.click(within(card).getByRole('button', { name: "Détails de l'entreprise Alpha Conseil" }));
    expect(await screen.findByRole('heading', { name: 'Informations générales' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?view=companies&company=${company.companyId}`);

    await user.click(screen.getByRole('button', { name: 'Retour aux entreprises' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=companies&search=alpha'));
    await waitFor(() => expect(screen.getByRole('button', { name: "Détails de l'entreprise Alpha Conseil" })).toHaveFocus());
  });
});

describe('the employee table', () => {
  it('reads 5 employees per page from the server, with numbered pages', async () => {
    serveApi(apiHandler('GET', companyPath, company), pagedEmployees());
    const { user } = renderDetail();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(rowNames()[0]).toContain('Salarié1 Martin');
    expect(screen.getByText('12 employés')).toBeInTheDocument();
    // The spec's columns and no other: an employee's usage (credits, consultations) is never shown to administrators.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(['Nom complet', 'Email / identifiant', 'Service', 'Poste', 'Mot de passe temporaire', 'Actions']);
    expect(apiCalls().some((call) => call.url.endsWith(`/employees/get/all?page=1&pageSize=5`))).toBe(true);

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    expect(rowNames()[0]).toContain('Salarié11 Martin');
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page précédente' }));
    await waitFor(() => expect(rowNames()[0]).toContain('Salarié6 Martin'));
  });

  it('says « expiré » for an expired temporary password, and issues a new one after confirmation, shown unmasked', async () => {
    const ines = anEmployee({ firstName: 'Inès', lastName: 'Roy', userName: 'ines.roy', password: '', isTemporaryPasswordExpired: true });
    const settled = anEmployee({ firstName: 'Gaël', lastName: 'Le Bihan', userName: 'gael.le-bihan', password: '', isFirstConnection: false, mail: 'gael@alpha.fr' });
    const reissuePath = `/api/admin/companies/${company.companyId}/employees/${ines.employeeId}/temporary-password` as const;
    serveApi(
      apiHandler('GET', companyPath, company),
      apiHandler('GET', employeesPath, pageOf([ines, settled], 2, 1, 5)),
      apiHandler('POST', reissuePath, { ...ines, password: 'Nv-8hJk3Lm2pQw', isTemporaryPasswordExpired: false }),
    );
    const { user } = renderDetail();
    const row = (await screen.findByText('Inès Roy')).closest('tr') as HTMLElement;
    expect(within(row).getByText('expiré')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Afficher le mot de passe de Inès Roy' })).not.toBeInTheDocument();
    const gael = screen.getByText('Gaël Le Bihan').closest('tr') as HTMLElement;
    expect(within(gael).queryByRole('button', { name: /Nouveau mot de passe temporaire/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Nouveau mot de passe temporaire pour Inès Roy' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Nouveau mot de passe temporaire' });
    await user.click(within(confirmation).getByRole('button', { name: 'Créer le mot de passe' }));

    await waitFor(() => expect(within(row).getByText('Nv-8hJk3Lm2pQw')).toBeInTheDocument());
    expect(within(row).queryByText('expiré')).not.toBeInTheDocument();
    expect(apiCalls().filter((call) => call.method === 'POST' && call.url === reissuePath)).toHaveLength(1);
  });

  it("masks a temporary password as ten dots, reveals it from the server only on « Afficher » (each time), copies it, and says 'Modifié par utilisateur' once changed", async () => {
    const zoeAccount = anEmployee({ firstName: 'Zoé', lastName: 'Durand', userName: 'zoe.durand', service: 'Comptabilité', job: 'Comptable' });
    const revealPath = `/api/admin/companies/${company.companyId}/employees/${zoeAccount.employeeId}/temporary-password/reveal` as const;
    serveApi(
      apiHandler('GET', companyPath, company),
      apiHandler('POST', revealPath, { employeeId: zoeAccount.employeeId, password: 'Kp3-vX9q!' }),
      apiHandler(
        'GET',
        employeesPath,
        pageOf([zoeAccount, anEmployee({ firstName: 'Gaël', lastName: 'Le Bihan', userName: 'gael.le-bihan', password: '', isFirstConnection: false, mail: 'gael@alpha.fr' })], 2, 1, 5),
      ),
    );
    const { user } = renderDetail();
    const zoe = (await screen.findByText('Zoé Durand')).closest('tr') as HTMLElement;
    expect(within(zoe).getByText('••••••••••')).toBeInTheDocument();
    expect(within(zoe).queryByText('Kp3-vX9q!')).not.toBeInTheDocument();
    expect(within(zoe).getByText('@zoe.durand')).toBeInTheDocument();
    expect(within(zoe).getByText('Comptabilité')).toBeInTheDocument();

    const reveals = () => apiCalls().filter((call) => call.method === 'POST' && call.url === revealPath);
    expect(reveals()).toHaveLength(0);
    expect(within(zoe).queryByRole('button', { name: 'Copier le mot de passe de Zoé Durand' })).not.toBeInTheDocument();
    await user.click(within(zoe).getByRole('button', { name: 'Afficher le mot de passe de Zoé Durand' }));
    expect(await within(zoe).findByText('Kp3-vX9q!')).toBeInTheDocument();
    // The focus stays on the button, now « Masquer ».
    expect(within(zoe).getByRole('button', { name: 'Masquer le mot de passe de Zoé Durand' })).toHaveFocus();
    await user.click(within(zoe).getByRole('button', { name: 'Masquer le mot de passe de Zoé Durand' }));
    expect(within(zoe).getByText('••••••••••')).toBeInTheDocument();
    expect(within(zoe).queryByText('Kp3-vX9q!')).not.toBeInTheDocument();
    // Shown again is revealed again: the server records each reveal.
    await user.keyboard('{Enter}');
    expect(await within(zoe).findByText('Kp3-vX9q!')).toBeInTheDocument();
    expect(reveals()).toHaveLength(2);
    await user.click(within(zoe).getByRole('button', { name: 'Copier le mot de passe de Zoé Durand' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('Kp3-vX9q!');
    expect(await screen.findByText('Mot de passe copié')).toBeInTheDocument();

    const gael = screen.getByText('Gaël Le Bihan').closest('tr') as HTMLElement;
    expect(within(gael).getByText('Modifié par utilisateur')).toBeInTheDocument();
    expect(within(gael).getByText('gael@alpha.fr')).toBeInTheDocument();
    expect(within(gael).getAllByText('Non renseigné')).toHaveLength(2);
  });

  it('says in French when a reveal fails, keeps the password masked, and lets the administrator try again', async () => {
    const zoeAccount = anEmployee({ firstName: 'Zoé', lastName: 'Durand', userName: 'zoe.durand' });
    const revealPath = `/api/admin/companies/${company.companyId}/employees/${zoeAccount.employeeId}/temporary-password/reveal` as const;
    serveApi(
      apiHandler('GET', companyPath, company),
      apiHandler('GET', employeesPath, pageOf([zoeAccount], 1, 1, 5)),
      apiHandler('POST', revealPath, apiError(409, "Ce compte n'a pas de mot de passe temporaire à afficher.")),
    );
    const { user } = renderDetail();
    const zoe = (await screen.findByText('Zoé Durand')).closest('tr') as HTMLElement;
    const button = within(zoe).getByRole('button', { name: 'Afficher le mot de passe de Zoé Durand' });
    await user.click(button);
    const alert = await within(zoe).findByRole('alert');
    expect(alert).toHaveTextContent("Ce compte n'a pas de mot de passe temporaire à afficher.");
    expect(button).toHaveAccessibleDescription("Ce compte n'a pas de mot de passe temporaire à afficher.");
    expect(within(zoe).getByText('••••••••••')).toBeInTheDocument();

    // Trying again once the server answers: the password, the error gone, the focus kept.
    serveApi(apiHandler('POST', revealPath, { employeeId: zoeAccount.employeeId, password: 'Kp3-vX9q!' }));
    await user.keyboard('{Enter}');
    expect(await within(zoe).findByText('Kp3-vX9q!')).toBeInTheDocument();
    expect(within(zoe).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(zoe).getByRole('button', { name: 'Masquer le mot de passe de Zoé Durand' })).toHaveFocus();
  });

  it('edits a row inline, then blocks and deletes the employee after confirmation', async () => {
    const employee = anEmployee({ firstName: 'Zoé', lastName: 'Durand', userName: 'zoe.durand' });
    serveApi(
      apiHandler('GET', companyPath, company),
      apiHandler('GET', employeesPath, pageOf([employee], 1, 1, 5)),
      apiHandler('PUT', '/api/admin/companies/:companyId/employees/update/:employeeId', { ...employee, lastName: 'Durand-Petit', service: 'Paie' }),
      apiHandler('POST', '/api/account/lock/toggle', { userId: employee.employeeId, locked: true }),
      apiHandler('DELETE', '/api/admin/companies/:companyId/employees/delete/:employeeId', { success: true, message: 'ok' }),
    );
    const { user } = renderDetail();
    const row = (await screen.findByText('Zoé Durand')).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: 'Modifier Zoé Durand' }));
    const lastName = within(row).getByRole('textbox', { name: 'Nom de Zoé Durand' });
    expect(within(row).getByRole('textbox', { name: 'Prénom de Zoé Durand' })).toHaveFocus();
    await user.clear(lastName);
    await user.click(within(row).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(row).findByText('Le nom est requis')).toBeInTheDocument();
    await user.type(lastName, 'Durand-Petit');
    await user.type(within(row).getByRole('textbox', { name: 'Service de Zoé Durand' }), 'Paie{Enter}');
    expect(await screen.findByText('Employé modifié')).toBeInTheDocument();
    const update = apiCalls().find((call) => call.method === 'PUT');
    expect(update?.url).toBe(`/api/admin/companies/${company.companyId}/employees/update/${employee.employeeId}`);
    expect(update?.body).toEqual({ firstName: 'Zoé', lastName: 'Durand-Petit', service: 'Paie', job: '' });

    // Blocking is asked first (issue 34 item 19): cancelled, nothing is sent.
    await user.click(within(row).getByRole('button', { name: 'Bloquer Zoé Durand' }));
    let lockConfirm = await screen.findByRole('alertdialog', { name: "Bloquer l'employé" });
    expect(lockConfirm).toHaveTextContent('Bloquer « Zoé Durand » ? Il ne pourra plus se connecter et ses sessions en cours prendront fin.');
    await user.click(within(lockConfirm).getByRole('button', { name: 'Annuler' }));
    expect(apiCalls().some((call) => call.url === '/api/account/lock/toggle')).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Bloquer Zoé Durand' }));
    lockConfirm = await screen.findByRole('alertdialog', { name: "Bloquer l'employé" });
    await user.click(within(lockConfirm).getByRole('button', { name: 'Bloquer' }));
    expect(await screen.findByText('Employé bloqué')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.url === '/api/account/lock/toggle')?.body).toEqual({ userId: employee.employeeId, lockAccount: true });

    await user.click(within(row).getByRole('button', { name: 'Supprimer Zoé Durand' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Supprimer l'employé" });
    expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer l\'employé "Zoé Durand" ? Cette action est irréversible.');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Employé supprimé')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'DELETE')?.url).toBe(`/api/admin/companies/${company.companyId}/employees/delete/${employee.employeeId}`);
  });

  it('says the employees could not be loaded, and retries', async () => {
    serveApi(apiHandler('GET', companyPath, company), apiHandler('GET', employeesPath, networkError()));
    const { user } = renderDetail();
    expect(await screen.findByText('Erreur lors du chargement des employés')).toBeInTheDocument();
    expect(screen.getByText('Erreur réseau')).toBeInTheDocument();
    serveApi(apiHandler('GET', employeesPath, pageOf([anEmployee({ firstName: 'Zoé', lastName: 'Durand' })], 1, 1, 5)));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Zoé Durand')).toBeInTheDocument();
  });

  it('explains « En attente » beside the status (issue 34 item 19)', async () => {
    serveApi(apiHandler('GET', companyPath, { ...company, status: 'PENDING' }), apiHandler('GET', employeesPath, pageOf([], 0, 1, 5)));
    renderDetail();
    expect(await screen.findByText('Aucun employé n’a encore activé son compte : l’entreprise passera à « Activée » à la première connexion de l’un d’eux.')).toBeInTheDocument();
  });

  it("says when blocking failed, with the server's sentence", async () => {
    const employee = anEmployee({ firstName: 'Zoé', lastName: 'Durand', locked: true });
    serveApi(apiHandler('GET', companyPath, company), apiHandler('GET', employeesPath, pageOf([employee], 1, 1, 5)), apiHandler('POST', '/api/account/lock/toggle', apiError(500)));
    const { user } = renderDetail();
    const row = (await screen.findByText('Zoé Durand')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Bloqué')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Débloquer Zoé Durand' }));
    expect(await screen.findByText('Une erreur inconnue est survenue')).toBeInTheDocument();
  });
});

/** A downloaded file's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

describe('Exporter CSV, Exporter en Excel (.xlsx)', () => {
  async function exportedFile(buttonName = 'Exporter CSV') {
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: buttonName }));
    return { blobs, names, click };
  }

  it('writes every employee of the company in the spec format, named after the company and the day', async () => {
    const zoeToExport = anEmployee({ firstName: 'Zoé', lastName: 'Durand', userName: 'zoe.durand', service: 'Comptabilité', job: 'Comptable, senior' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-09T10:00:00'));
    // The session's expiry counts from the frozen clock.
    signInAsAdmin();
    serveApi(
      apiHandler('GET', companyPath, company),
      apiHandler('GET', employeesPath, ({ url }) =>
        url.searchParams.has('page')
          ? pageOf([], 2, 1, 5)
          : {
              employeeAccounts: [
                zoeToExport,
                anEmployee({ firstName: 'Gaël', lastName: '=Le Bihan', userName: 'gael.le-bihan', isFirstConnection: false }),
                anEmployee({ firstName: 'Inès', lastName: 'Roy', userName: 'ines.roy', isTemporaryPasswordExpired: true }),
              ],
            },
      ),
      // The list carries no password: the export asks for them in one audited call.
      apiHandler('POST', exportPasswordsPath, { temporaryPasswords: [{ employeeId: zoeToExport.employeeId, password: 'Kp3-vX9q!' }] }),
    );
    const { blobs, names } = await exportedFile();
    expect(apiCalls().filter((call) => call.method === 'POST' && call.url === exportPasswordsPath)).toHaveLength(1);
    expect(await screen.findByText('Export terminé')).toBeInTheDocument();
    vi.useRealTimers();
    expect(names).toEqual(['employees_Alpha_Conseil_2030-03-09.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    // French Excel and LibreOffice read it as UTF-8 thanks to its byte order mark (which FileReader drops).
    expect([...new Uint8Array(await bytesOf(blobs[0])).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe(
      [
        "Nom,Prénom,Service,Poste,Nom d'utilisateur,Mot de passe temporaire",
        'Durand,Zoé,Comptabilité,"Comptable, senior",zoe.durand,Kp3-vX9q!',
        "'=Le Bihan,Gaël,Non renseigné,Non renseigné,gael.le-bihan,Renseigné par l'utilisateur",
        'Roy,Inès,Non renseigné,Non renseigné,ines.roy,expiré',
        '',
      ].join('\n'),
    );
  });

  it('asks the server for the .xlsx (no blob: worker, which the CSP refuses) and saves it under the server’s name', async () => {
    signInAsAdmin();
    const xlsx = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    serveApi(
      apiHandler('GET', companyPath, { ...company, companyName: 'Atelier Éléonore Fils' }),
      apiHandler('GET', employeesPath, ({ url }) => (url.searchParams.has('page') ? pageOf([], 1, 1, 5) : { employeeAccounts: [] })),
      apiHandler('POST', exportXlsxPath, { file: xlsx, fileName: 'employees_Atelier_Eleonore_Fils_2030-03-09.xlsx' }),
    );
    const { blobs, names } = await exportedFile('Exporter en Excel (.xlsx)');
    expect(await screen.findByText('Export terminé')).toBeInTheDocument();
    expect(names).toEqual(['employees_Atelier_Eleonore_Fils_2030-03-09.xlsx']);
    expect(blobs).toHaveLength(1);
    // The server reveals the passwords itself: the browser neither lists the employees nor asks for them.
    expect(apiCalls().filter((call) => call.url === exportPasswordsPath)).toHaveLength(0);
    // Both buttons are usable again.
    expect(screen.getByRole('button', { name: 'Exporter CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Exporter en Excel (.xlsx)' })).toBeEnabled();
  });

  it('says there is nothing to export in .xlsx either for a company without employees', async () => {
    signInAsAdmin();
    serveApi(
      apiHandler('GET', companyPath, company),
      apiHandler('GET', employeesPath, ({ url }) => (url.searchParams.has('page') ? pageOf([], 0, 1, 5) : { employeeAccounts: [] })),
      apiHandler('POST', exportXlsxPath, () => apiError(409, "Il n'y a aucun employé dans cette entreprise")),
    );
    const { blobs } = await exportedFile('Exporter en Excel (.xlsx)');
    expect(await screen.findByText('Aucune donnée à exporter')).toBeInTheDocument();
    expect(screen.getByText("Il n'y a aucun employé dans cette entreprise")).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
  });

  it('says there is nothing to export for a company without employees', async () => {
    serveApi(
      apiHandler('GET', companyPath, company),
      apiHandler('GET', employeesPath, ({ url }) => (url.searchParams.has('page') ? pageOf([], 0, 1, 5) : { employeeAccounts: [] })),
    );
    const { blobs } = await exportedFile();
    expect(await screen.findByText('Aucune donnée à exporter')).toBeInTheDocument();
    expect(screen.getByText("Il n'y a aucun employé dans cette entreprise")).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
  });
});
