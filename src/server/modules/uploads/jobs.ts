import { z } from 'zod';
import { defineJob } from '../../jobs/boss.ts';
import { deleteUnusedPhotos } from './service.ts';

/** Every hour: photos older than a day that no request refers to are deleted, from disk or bucket. */
export const deleteUnusedPhotosJob = defineJob({
  name: 'delete-unused-photos',
  payload: z.object({}),
  schedule: '41 * * * *',
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 300,
  retryBackoff: false,
  async handle(_payload, { database, photoStore, logger }) {
    const deleted = await deleteUnusedPhotos({ db: database.db, store: photoStore });
    if (deleted > 0) logger.info({ deleted }, 'unused photos deleted');
  },
});

/** What the boot registers for this module. */
export const uploadJobs = [deleteUnusedPhotosJob];
