import { z } from 'zod';

export const SERVICE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const DELIVERY_TYPES = ['workshop', 'on_location'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const CUSTOMER_TYPES = ['private', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** One bike inside a request, as stored in `service_requests.bikes`. */
export const storedBikeSchema = z.object({
  brand: z.string(),
  model: z.string(),
  frameNumber: z.string().optional(),
  mileage: z.number().optional(),
  issueDescription: z.string(),
  photoPath: z.string().optional(),
});
export type StoredBike = z.infer<typeof storedBikeSchema>;
