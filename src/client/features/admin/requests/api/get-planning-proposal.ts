import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlanningProposal } from '../../../../../contract/capacity.ts';
import { getJson } from '../../../../lib/api-client.ts';
import { serviceRequestQueryKey } from './get-service-request.ts';

/** What the approve dialog weighs: minutes per bike (absent: the default) and a chosen day. */
export type ProposalQuestion = { minutesPerBike?: number; date?: string };

/**
 * `GET /api/service-requests/{id}/planning-proposal`: the first working day with room for all
 * the request's bikes, and how full the weighed day is. The last answer stays while the next
 * loads, so the dialog does not jump while staff type minutes.
 */
export function usePlanningProposal(id: number, question: ProposalQuestion) {
  const params = new URLSearchParams();
  if (question.minutesPerBike !== undefined)
    params.set('minutesPerBike', String(question.minutesPerBike));
  if (question.date) params.set('date', question.date);
  const query = params.toString();
  return useQuery({
    queryKey: [...serviceRequestQueryKey(id), 'planning-proposal', query],
    queryFn: () =>
      getJson<PlanningProposal>(
        `/api/service-requests/${id}/planning-proposal${query ? `?${query}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
}
