import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { rejectionReasonSchema } from '../../../../../contract/customers.ts';

export type RejectionReason = z.infer<typeof rejectionReasonSchema>;

/** `GET /api/rejection-reasons`, loaded by the default query function. */
export const useRejectionReasons = () =>
  useQuery<RejectionReason[]>({ queryKey: ['/api/rejection-reasons'] });
