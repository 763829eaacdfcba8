import type { ComponentProps } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { CrisisLine } from './crisis-line';

type EmployeePageProps = ComponentProps<typeof PageContainer> & {
  /** While the page's data loads, the emergency numbers wait: shown earlier, they would be pushed down as the content arrives (a layout shift). */
  isLoading: boolean;
};

/** An employee's page: its column, and under its content the numbers to call in an emergency. */
export function EmployeePage({ isLoading, children, ...page }: EmployeePageProps) {
  return (
    <PageContainer {...page}>
      {children}
      {!isLoading && <CrisisLine />}
    </PageContainer>
  );
}
