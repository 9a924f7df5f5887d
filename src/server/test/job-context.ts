import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { loadConfig } from '../config.ts';
import { createMailTransport } from '../integrations/mail/client.ts';
import type { JobContext } from '../jobs/boss.ts';
import { createDiskPhotoStore } from '../modules/uploads/photo-store.ts';

/**
 * What `createJobs` needs besides database and logger, for tests that run jobs without the
 * whole server: test settings, mail to the log, no integrations, photos in a temporary folder.
 */
export function jobContextForTests(
  logger: Logger,
  overrides: Partial<Omit<JobContext, 'database' | 'logger' | 'jobs'>> = {},
): Omit<JobContext, 'database' | 'logger' | 'jobs'> {
  return {
    config: loadConfig({ NODE_ENV: 'test' }),
    mailTransport: createMailTransport({ mailFrom: 'werkplaats@example.nl', logger }),
    integrations: {},
    photoStore: createDiskPhotoStore(mkdtempSync(path.join(tmpdir(), 'spaak-photos-'))),
    ...overrides,
  };
}
