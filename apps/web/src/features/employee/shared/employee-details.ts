import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeAccountDetails } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

export function getEmployeeDetails() {
  return request<EmployeeAccountDetails>('GET /api/employee-service/employee/account/details');
}

/** The signed-in employee's profile and credits, fresh for 5 minutes. */
export const employeeDetailsQueryOptions = () => queryOptions({ queryKey: queryKeys.employee.details, queryFn: getEmployeeDetails, staleTime: 5 * 60 * 1000 });

/** Fetched only for an employee past first connection. */
export function useEmployeeDetails() {
  const session = useSession();
  return useQuery({ ...employeeDetailsQueryOptions(), enabled: session?.role === 'EMPLOYEE' && !session.firstConnexion });
}
