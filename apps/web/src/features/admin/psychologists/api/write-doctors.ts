import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDoctor, DoctorCreateRequest, DoctorUpdateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { toggleAccountLock } from '../../companies/api/toggle-employee-lock';

/** The answer carries the temporary password to hand over. */
export async function createDoctor(body: DoctorCreateRequest) {
  const { doctor } = await request<{ doctor: AdminDoctor }>('/admin/doctors/create', { method: 'POST', body });
  return doctor;
}

/** The password is sent empty: the psychologist chooses theirs at first connection. */
export function updateDoctor({ doctorId, ...fields }: Omit<DoctorUpdateRequest, 'password'> & { doctorId: string }) {
  return request<AdminDoctor>(`/admin/doctors/update/${encodeURIComponent(doctorId)}`, { method: 'PUT', body: { ...fields, password: '' } });
}

/** Refused with a 409 while consultations are upcoming, or when the psychologist has a history. */
export function deleteDoctor(doctorId: string) {
  return request<unknown>(`/admin/doctors/delete/${encodeURIComponent(doctorId)}`, { method: 'DELETE' });
}

/** Every write refreshes the list (spec section 4). */
function useDoctorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.doctors.all }) });
}

export const useCreateDoctor = () => useDoctorMutation(createDoctor);
export const useUpdateDoctor = () => useDoctorMutation(updateDoctor);
export const useDeleteDoctor = () => useDoctorMutation(deleteDoctor);
/** POST /account/lock/toggle, as for employees. */
export const useToggleDoctorLock = () => useDoctorMutation(toggleAccountLock);
