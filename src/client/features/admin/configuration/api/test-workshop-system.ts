import type { z } from 'zod';
import type { testWorkshopResultSchema } from '../../../../../contract/service-requests/handling.ts';
import { useTexts } from '../../../../lib/language.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { useIntegrationAction } from './integration-action.ts';

type TestWorkshopResult = z.infer<typeof testWorkshopResultSchema>;

/** `POST /api/test-cyclesoftware`: one real call that reads the workshop system's newest work order. */
export function useTestWorkshopSystem() {
  const t = useTexts(CONFIG_TEXTS).integrations.workshop;
  return useIntegrationAction<TestWorkshopResult>({
    url: '/api/test-cyclesoftware',
    describe: (result) => ({
      title: t.successTitle,
      description: t.success(result.workshopOrderId),
    }),
    failure: { title: t.failedTitle, fallback: t.fallback },
  });
}
