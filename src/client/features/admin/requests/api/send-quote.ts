import type {
  SendQuote,
  SendQuoteResult,
} from '../../../../../contract/service-requests/quotes.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { useRequestMutation } from './request-mutation.ts';

/**
 * `POST /api/service-requests/{id}/bikes/{bikeId}/quotes`: sends a new version of a bike's
 * quote; `version` is one more than the newest the screen showed, so a version someone else
 * sent meanwhile answers 409.
 */
export const sendQuote = (options: {
  serviceRequestId: number;
  bikeId: number;
  quote: SendQuote;
}) =>
  sendJson<SendQuoteResult>(
    'POST',
    `/api/service-requests/${options.serviceRequestId}/bikes/${options.bikeId}/quotes`,
    options.quote,
  );

/**
 * Sends a quote; a refusal toasts the server's words, and the request with its quotes and
 * history loads again either way, so the panel shows the bike's stage and newest version.
 */
export function useSendQuote(onSent: (result: SendQuoteResult) => void) {
  const t = useTexts(REQUESTS_TEXTS).quote;
  return useRequestMutation({
    mutationFn: sendQuote,
    onSuccess: onSent,
    failure: { fallback: t.sendFailed },
  });
}
