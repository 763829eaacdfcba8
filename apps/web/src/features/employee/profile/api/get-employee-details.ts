import { useQuery } from '@tanstack/react-query';
import type { EmployeeAccountDetails } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';
import { useSession } from '@/lib/session';

export const employeeDetailsQueryKey = ['employee', 'account-details'] as const;

export function getEmployeeDetails() {
  return request<EmployeeAccountDetails>('/employee/account/details', { baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

/** The signed-in employee's profile and credits; fetched only for an employee past first connection, fresh for 5 minutes. */
export function useEmployeeDetails() {
  const session = useSession();
  return useQuery({
    queryKey: employeeDetailsQueryKey,
    queryFn: getEmployeeDetails,
    enabled: session?.role === 'EMPLOYEE' && !session.firstConnexion,
    staleTime: 5 * 60 * 1000,
  });
}
