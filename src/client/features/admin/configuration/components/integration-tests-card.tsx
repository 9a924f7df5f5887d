import { Button } from '../../../../components/ui/button.tsx';
import { useTestInvoicingWebhook } from '../api/test-invoicing-webhook.ts';
import { useTestWorkshopSystem } from '../api/test-workshop-system.ts';
import { CONFIG_TEXT } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

const T = CONFIG_TEXT.integrations;

/** One-click tests of the workshop system and the invoicing webhook. */
export function IntegrationTestsCard() {
  const workshop = useTestWorkshopSystem();
  const invoicing = useTestInvoicingWebhook();
  return (
    <SectionCard
      title={T.title}
      description={T.description}
      contentClassName="flex flex-wrap gap-2"
    >
      <Button
        variant="outline"
        disabled={workshop.isPending}
        focusableWhenDisabled
        onClick={() => workshop.mutate()}
      >
        {workshop.isPending ? T.workshop.running : T.workshop.button}
      </Button>
      <Button
        variant="outline"
        disabled={invoicing.isPending}
        focusableWhenDisabled
        onClick={() => invoicing.mutate()}
      >
        {invoicing.isPending ? T.invoicing.running : T.invoicing.button}
      </Button>
    </SectionCard>
  );
}
