import { z } from 'zod';

// Without zod, for the customer portal's first download; part of this contract all the same.
export * from './uploads-constants.ts';

export const uploadPhotoResultSchema = z.object({ photoPath: z.string() });
export type UploadPhotoResult = z.infer<typeof uploadPhotoResultSchema>;
