import { useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

/** The record changes, so the Klantenoverzicht loads its customers again. */
const CUSTOMERS_QUERY_KEY = ['/api/customers'];

/**
 * `POST /api/service-requests/{id}/adopt-contact-details`: the customer record takes the
 * request's differing contact details; answers the request, now without differences.
 */
export const adoptContactDetails = (id: number) =>
  sendJson<RequestItem>('POST', `/api/service-requests/${id}/adopt-contact-details`);

export function useAdoptContactDetails() {
  const t = useTexts(REQUESTS_TEXTS).contactDifferences;
  const queryClient = useQueryClient();
  return useRequestMutation({
    mutationFn: adoptContactDetails,
    onSuccess: () => {
      toast({ title: t.successTitle, description: t.success });
      return queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY });
    },
    failure: { title: t.errorTitle, fallback: t.errorFallback },
  });
}
