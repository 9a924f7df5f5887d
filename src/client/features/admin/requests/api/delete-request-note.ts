import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { requestNotesQueryKey } from './get-request-notes.ts';

type NoteRef = { requestId: number; noteId: number };

/** `DELETE /api/service-requests/{id}/notes/{noteId}`: only the author's own. */
export const deleteRequestNote = async ({ requestId, noteId }: NoteRef) => {
  await apiRequest('DELETE', `/api/service-requests/${requestId}/notes/${noteId}`);
};

export function useDeleteRequestNote() {
  const t = useTexts(REQUESTS_TEXTS);
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: deleteRequestNote,
    onError: (error) =>
      toastApiFailure(error, { title: t.errorTitle, fallback: t.notes.deleteFailed }),
    onSettled: (_result, _error, { requestId }) =>
      queryClient.invalidateQueries({ queryKey: requestNotesQueryKey(requestId) }),
  });
}
