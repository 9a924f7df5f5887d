import { useQueryClient } from '@tanstack/react-query';
import type { RequestNoteInput } from '../../../../../contract/request-notes.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { type RequestNoteItem, requestNotesQueryKey } from './get-request-notes.ts';

type NewNote = { requestId: number } & RequestNoteInput;

/** `POST /api/service-requests/{id}/notes`: answers the stored note. */
export const addRequestNote = ({ requestId, body }: NewNote) =>
  sendJson<RequestNoteItem>('POST', `/api/service-requests/${requestId}/notes`, { body });

/** Adds a note; the list of notes is loaded again, also after a failure. */
export function useAddRequestNote() {
  const t = useTexts(REQUESTS_TEXTS);
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: addRequestNote,
    onError: (error) =>
      toastApiFailure(error, { title: t.errorTitle, fallback: t.notes.addFailed }),
    onSettled: (_note, _error, { requestId }) =>
      queryClient.invalidateQueries({ queryKey: requestNotesQueryKey(requestId) }),
  });
}
