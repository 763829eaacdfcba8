import { useQuery } from '@tanstack/react-query';
import type { PsychologistCategory, MeetingType, PsychologistChoicesResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** « Choisir ma psychologue »: the presented psychologists of this category and mode with a free hour (decision 0061). */
export function usePsychologistChoices(category: PsychologistCategory | null, meetingType: MeetingType | null) {
  return useQuery({
    queryKey: queryKeys.employee.psychologists(category, meetingType),
    enabled: Boolean(category && meetingType),
    staleTime: 30_000,
    queryFn: () => {
      const query = new URLSearchParams({ doctorCategoryName: category!, meetingType: meetingType! });
      return request<PsychologistChoicesResponse>('GET /api/employee-service/psychologists', { query });
    },
  });
}
