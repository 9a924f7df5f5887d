import { z } from 'zod';
import { defineJob } from '../../jobs/boss.ts';
import { notifyPromiseCrossings } from './promise-watch.ts';

/** Every minute: tell staff of the requests that near or missed their 24-hour promise. */
export const watchAnswerPromisesJob = defineJob({
  name: 'watch-answer-promises',
  payload: z.object({}),
  schedule: '* * * * *',
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: false,
  async handle(_payload, { database }) {
    await notifyPromiseCrossings(database);
  },
});

/** What the boot registers for this module. */
export const insightsJobs = [watchAnswerPromisesJob];
