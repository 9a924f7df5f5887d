import { useQueryClient } from '@tanstack/react-query';
import type { EraseCustomer, EraseCustomerResult } from '../../../../../contract/privacy.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';
import { CUSTOMER_LIST_QUERY_KEY, CUSTOMERS_QUERY_KEY } from './list-customers.ts';

/** Erasure anonymises the customer's requests, so the request lists load again as well. */
const SERVICE_REQUESTS_QUERY_KEY = ['/api/service-requests'];

/** `DELETE /api/customers/{id}` with the e-mail address typed in confirmation. */
export const eraseCustomer = ({ id, confirmation }: { id: number; confirmation: EraseCustomer }) =>
  sendJson<EraseCustomerResult>('DELETE', `/api/customers/${id}`, confirmation);

/** Erases a customer for good; the toast says what was erased, a failure the server's reason. */
export function useEraseCustomer() {
  const t = useTexts(CUSTOMERS_TEXTS).erase;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: eraseCustomer,
    onSuccess: (result) =>
      toast({
        title: t.successTitle,
        description: [
          t.success(result.anonymisedRequests, result.deletedPhotos),
          t.phoneContact[result.phoneContact],
        ]
          .filter(Boolean)
          .join(' '),
      }),
    onError: (error) => toastApiFailure(error, { title: t.errorTitle, fallback: t.errorFallback }),
    // After an erasure only the list loads again: the customer's own queries would answer 404
    // while their details close. After a failure (erased by someone else, say) they all do.
    onSettled: (_result, error) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: error ? CUSTOMERS_QUERY_KEY : CUSTOMER_LIST_QUERY_KEY,
        }),
        queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY }),
      ]),
  });
}
