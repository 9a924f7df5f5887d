import { Button } from '../../../../components/ui/button.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useTestInvoicingWebhook } from '../api/test-invoicing-webhook.ts';
import { useTestWorkshopSystem } from '../api/test-workshop-system.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

/** One-click tests of the workshop system and the invoicing webhook. */
export function IntegrationTestsCard() {
  const t = useTexts(CONFIG_TEXTS).integrations;
  const workshop = useTestWorkshopSystem();
  const invoicing = useTestInvoicingWebhook();
  return (
    <SectionCard
      title={t.title}
      description={t.description}
      contentClassName="flex flex-wrap gap-2"
    >
      <Button
        variant="outline"
        disabled={workshop.isPending}
        focusableWhenDisabled
        onClick={() => workshop.mutate()}
      >
        {workshop.isPending ? t.workshop.running : t.workshop.button}
      </Button>
      <Button
        variant="outline"
        disabled={invoicing.isPending}
        focusableWhenDisabled
        onClick={() => invoicing.mutate()}
      >
        {invoicing.isPending ? t.invoicing.running : t.invoicing.button}
      </Button>
    </SectionCard>
  );
}
