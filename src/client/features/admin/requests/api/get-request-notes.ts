import { useQuery } from '@tanstack/react-query';
import type { RequestNote } from '../../../../../contract/request-notes.ts';
import type { Wire } from '../../../../lib/json-api.ts';
import { serviceRequestQueryKey } from './get-service-request.ts';

export type RequestNoteItem = Wire<RequestNote>;

/** The query of a request's notes: `GET /api/service-requests/{id}/notes`. */
export const requestNotesQueryKey = (id: number) =>
  [...serviceRequestQueryKey(id), 'notes'] as const;

/** A request's internal notes, oldest first, by the default query function. */
export const useRequestNotes = (id: number) =>
  useQuery<RequestNoteItem[]>({ queryKey: requestNotesQueryKey(id) });
