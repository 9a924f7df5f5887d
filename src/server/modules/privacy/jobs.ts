import { z } from 'zod';
import { defineJob } from '../../jobs/boss.ts';
import { anonymiseExpiredRequests } from './service.ts';

/** Every night: archived requests past their retention lose their personal data. */
export const anonymiseExpiredRequestsJob = defineJob({
  name: 'anonymise-expired-requests',
  payload: z.object({}),
  schedule: '30 3 * * *',
  policy: 'singleton',
  retryLimit: 3,
  retryDelaySeconds: 600,
  retryBackoff: true,
  async handle(_payload, { database, jobs, photoStore, config }) {
    await anonymiseExpiredRequests({ database, jobs, photoStore, retention: config.retention });
  },
});

/** What the boot registers for this module. */
export const privacyJobs = [anonymiseExpiredRequestsJob];
