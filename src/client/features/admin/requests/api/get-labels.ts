import { useQuery } from '@tanstack/react-query';
import type { Label } from '../../../../../contract/labels.ts';

export type LabelItem = Omit<Label, 'createdAt'> & { createdAt: string };

/** `GET /api/labels`, loaded by the default query function; the labels tab keeps it current. */
export const useLabels = () => useQuery<LabelItem[]>({ queryKey: ['/api/labels'] });
