import { Badge } from '../../../../components/ui/badge.tsx';
import { useTexts } from '../../../../lib/language.ts';
import type { RequestItem } from '../api/list-service-requests.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { STATUS_BADGE } from './format.ts';

export function StatusBadge({ status }: { status: RequestItem['status'] }) {
  const t = useTexts(REQUESTS_TEXTS);
  return <Badge variant={STATUS_BADGE[status]}>{t.status[status]}</Badge>;
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
