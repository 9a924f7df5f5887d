import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnLocationNote } from '../../../../../contract/settings.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { ON_LOCATION_NOTE_QUERY_KEY } from '../../../../lib/on-location-note-query-key.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';

/** `GET /api/config/on-location-note`, under the key the portals read. */
export const useStoredOnLocationNote = () =>
  useQuery<OnLocationNote>({ queryKey: ON_LOCATION_NOTE_QUERY_KEY });

/** `PUT /api/config/on-location-note`; the answer replaces what the portals show. */
export function useUpdateOnLocationNote() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.onLocationNote;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (note: OnLocationNote) =>
      sendJson<OnLocationNote>('PUT', '/api/config/on-location-note', note),
    onSuccess: (saved) => {
      queryClient.setQueryData(ON_LOCATION_NOTE_QUERY_KEY, saved);
      toast({ title: t.successTitle, description: t.success });
    },
    onError: (error) =>
      toastApiFailure(error, { title: texts.errorTitle, fallback: t.errorFallback }),
  });
}
