import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '../../../../../contract/service-requests/history.ts';
import type { Wire } from '../../../../lib/json-api.ts';
import { serviceRequestQueryKey } from './get-service-request.ts';

export type HistoryEntryItem = Wire<HistoryEntry>;

/**
 * The query of a request's history: `GET /api/service-requests/{id}/history`. Under the
 * request's key, so every change to the request reloads it.
 */
export const requestHistoryQueryKey = (id: number) =>
  [...serviceRequestQueryKey(id), 'history'] as const;

/** A request's recorded changes, newest first, by the default query function. */
export const useRequestHistory = (id: number) =>
  useQuery<HistoryEntryItem[]>({ queryKey: requestHistoryQueryKey(id) });
