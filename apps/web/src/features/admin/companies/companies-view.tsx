import { sectionFrames, sectionNouns } from '../section-frames';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Company } from '@parenthese/shared';
import { ListView } from '@/components/list-view';
import { AdminSection } from '@/components/admin-section';
import { companiesPageQueryOptions } from './api/get-companies';
import { AddCompanyCard } from './components/add-company-card';
import { CompanyCard } from './components/company-card';
import { onDemand } from '@/components/on-demand';
import { onDemandDialog } from '@/components/on-demand-dialog';
import { LoadError } from '@/components/ui/load-error';
import { CompanyDetailSkeleton } from './detail/company-detail-skeleton';

// The creation dialog and a company's detail (the employees' table and forms, imports, exports) download when opened.
const CreateCompanyDialog = onDemandDialog(
  () => import('./components/create-company-dialog').then((module) => module.CreateCompanyDialog),
  () => 'Créer une nouvelle entreprise',
);
const CompanyDetail = onDemand(() => import('./detail/company-detail').then((module) => module.CompanyDetail));

/** `?company=` opens a company's detail in place of the grid (spec section 2: not a separate route). */
export const COMPANY_PARAM = 'company';
type DetailState = { isFromCompanyList?: boolean };

/**
 * 'Entreprises': the grid of company cards (1, 2 then 3 columns) searched on name or email, the
 * dashed add card and the creation dialog; a card's 'Détails' opens the company in place.
 */
export function CompaniesView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [isCreating, setIsCreating] = useState(false);
  // The card whose 'Détails' opened the detail takes the focus back when the grid returns.
  const returnFocusTo = useRef<string | null>(null);
  const companyId = searchParams.get(COMPANY_PARAM);
  const sectionRef = useRef<HTMLElement>(null);
  // A deleted card's focus goes to the list (the list view's region takes the focus).
  const focusList = useCallback(() => sectionRef.current?.querySelector<HTMLElement>('[role="region"]')?.focus(), []);

  const openDetail = useCallback(
    (company: Company) => {
      returnFocusTo.current = company.companyId;
      // The grid's search and page stay in the history entry the back button returns to.
      const next = new URLSearchParams({ view: searchParams.get('view') ?? 'companies', [COMPANY_PARAM]: company.companyId });
      navigate({ search: next.toString() }, { state: { isFromCompanyList: true } satisfies DetailState });
    },
    [navigate, searchParams],
  );

  const closeDetail = useCallback(() => {
    if ((location.state as DetailState | null)?.isFromCompanyList) navigate(-1);
    else
      setSearchParams(
        (current) => {
          const next = new URLSearchParams({ view: current.get('view') ?? 'companies' });
          return next;
        },
        { replace: true },
      );
  }, [location.state, navigate, setSearchParams]);

  const takeFocusBack = useCallback((element: HTMLButtonElement | null, company: Company) => {
    if (element && returnFocusTo.current === company.companyId) {
      returnFocusTo.current = null;
      element.focus();
    }
  }, []);

  if (companyId)
    return (
      <CompanyDetail
        companyId={companyId}
        onBack={closeDetail}
        fallback={<CompanyDetailSkeleton onBack={closeDetail} />}
        failure={(retry) => <LoadError title="La fiche de l'entreprise n'a pas pu se charger" message="Vérifiez votre connexion, puis réessayez ou rechargez la page." onRetry={retry} />}
      />
    );

  return (
    <AdminSection ref={sectionRef} {...sectionFrames.companies}>
      <ListView
        query={companiesPageQueryOptions}
        noun={sectionNouns.companies}
        noMatch={(search) => `Aucune entreprise trouvée pour "${search}"`}
        itemKey={(company) => company.companyId}
        leadingItem={<AddCompanyCard onClick={() => setIsCreating(true)} onIntent={CreateCompanyDialog.preload} />}
        renderItem={(company) => <CompanyCard company={company} onOpenDetail={openDetail} onDeleted={focusList} detailButtonRef={(element) => takeFocusBack(element, company)} />}
      />
      <CreateCompanyDialog isOpen={isCreating} onOpenChange={setIsCreating} />
    </AdminSection>
  );
}
