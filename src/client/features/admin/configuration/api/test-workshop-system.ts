import type { z } from 'zod';
import type { testWorkshopResultSchema } from '../../../../../contract/service-requests/handling.ts';
import { CONFIG_TEXT } from '../strings.ts';
import { useIntegrationAction } from './integration-action.ts';

const T = CONFIG_TEXT.integrations.workshop;

type TestWorkshopResult = z.infer<typeof testWorkshopResultSchema>;

/** `POST /api/test-cyclesoftware`: one real call that reads the workshop system's newest work order. */
export const useTestWorkshopSystem = () =>
  useIntegrationAction<TestWorkshopResult>({
    url: '/api/test-cyclesoftware',
    describe: (result) => ({
      title: T.successTitle,
      description: T.success(result.workshopOrderId),
    }),
    failure: { title: T.failedTitle, fallback: T.fallback },
  });
