import { Badge } from '../../../../components/ui/badge.tsx';
import { useTexts } from '../../../../lib/language.ts';
import type { RequestItem } from '../api/list-service-requests.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { STATUS_BADGE } from './format.ts';

/**
 * A request's status; a request the customer cancelled is rejected, but reads 'Geannuleerd
 * door klant' in grey rather than staff's red 'Afgewezen' (decision 046).
 */
export function StatusBadge({
  request,
}: {
  request: Pick<RequestItem, 'status' | 'cancelledByCustomerAt'>;
}) {
  const t = useTexts(REQUESTS_TEXTS);
  if (request.cancelledByCustomerAt) return <Badge>{t.cancelledByCustomer}</Badge>;
  return <Badge variant={STATUS_BADGE[request.status]}>{t.status[request.status]}</Badge>;
}

/** A label's colour as a dot beside its name, so the name keeps its contrast on any colour. */
export function LabelBadge({ name, color }: { name: string; color: string }) {
  return (
    <Badge className="gap-1.5">
      <span
        aria-hidden="true"
        className="size-2.5 rounded-full"
        style={{ backgroundColor: color }}
      />
      {name}
    </Badge>
  );
}
