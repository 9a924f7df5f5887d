import { useQuery } from '@tanstack/react-query';
import type { Label } from '../../../../../contract/labels.ts';

/** A label as it arrives in JSON. */
export type LabelItem = Omit<Label, 'createdAt'> & { createdAt: string };

/** The requests tab reads the same key, so a change here shows there too. */
export const LABELS_QUERY_KEY = ['/api/labels'] as const;

/** `GET /api/labels`, loaded by the default query function. */
export const useLabelList = () => useQuery<LabelItem[]>({ queryKey: LABELS_QUERY_KEY });
