import { useQuery } from '@tanstack/react-query';
import type { Label } from '../../../../../contract/labels.ts';

/**
 * `GET /api/labels`, loaded by the default query function under the key the dashboard's other
 * tabs use, so the label filter shares their cache and follows the labels tab's changes.
 */
export const useLabels = () =>
  useQuery<Pick<Label, 'id' | 'name' | 'color'>[]>({ queryKey: ['/api/labels'] });
