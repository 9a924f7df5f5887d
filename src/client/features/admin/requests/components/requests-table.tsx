import { Archive, Check, Copy, Pencil, Trash2, X } from 'lucide-react';
import type { ComponentType, Ref } from 'react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button, type ButtonVariant } from '../../../../components/ui/button.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import type { RequestItem } from '../api/list-service-requests.ts';
import { REQUESTS_TEXTS, type RequestsTextTable } from '../strings.ts';
import { bikeSummary, canArchive, canHandle } from './format.ts';
import { LabelBadge, StatusBadge } from './status-badge.tsx';

export type RowAction = keyof RequestsTextTable['actions'];

const ACTION_LOOK: Record<
  RowAction,
  { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; variant: ButtonVariant }
> = {
  approve: { icon: Check, variant: 'outline' },
  reject: { icon: X, variant: 'outline' },
  edit: { icon: Pencil, variant: 'outline' },
  duplicate: { icon: Copy, variant: 'outline' },
  archive: { icon: Archive, variant: 'outline' },
  delete: { icon: Trash2, variant: 'ghost' },
};

/** Pending rows: approve, reject, edit, duplicate; approved and not archived: archive; all: delete. */
function actionsOf(item: RequestItem): RowAction[] {
  const actions: RowAction[] = [];
  if (canHandle(item)) actions.push('approve', 'reject', 'edit', 'duplicate');
  if (canArchive(item)) actions.push('archive');
  actions.push('delete');
  return actions;
}

// Long unbroken text (a company name, a frame number) wraps rather than widen the table.
const cell = 'px-2 py-2 align-top wrap-anywhere';

/**
 * Up to three buttons a line: a pending row's five actions take two lines on a laptop, so the
 * table fits its width instead of hiding the actions behind a sideways scroll; on a wide
 * screen, where the dashboard is wider too, they take one line and a row stays low.
 */
const actionsLayout = 'relative z-10 flex min-w-[10rem] flex-wrap gap-1 2xl:flex-nowrap';

/**
 * The requests, one row each (docs/product.md#requests-tab). The ticket number's button covers the
 * whole row, so a click anywhere opens the details while keyboard users get one button per row.
 */
export function RequestsTable({
  ref,
  items,
  busy,
  onOpen,
  onAction,
}: {
  ref: Ref<HTMLDivElement>;
  items: RequestItem[];
  busy: boolean;
  onOpen: (item: RequestItem) => void;
  onAction: (action: RowAction, item: RequestItem) => void;
}) {
  const t = useTexts(REQUESTS_TEXTS);
  const format = useFormat();
  return (
    <div ref={ref} className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold text-gray-700 uppercase">
          <tr>
            {Object.values(t.columns).map((column) => (
              <th key={column} scope="col" className="px-2 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {items.map((item) => {
            const bike = bikeSummary(item, t);
            return (
              <tr key={item.id} data-focus-item={item.id} className="relative hover:bg-gray-50">
                <th scope="row" className={cell}>
                  <button
                    type="button"
                    aria-label={t.openDetails(item.reference)}
                    onClick={() => onOpen(item)}
                    className="rounded font-mono font-medium text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  >
                    {item.reference}
                  </button>
                </th>
                <td className={`${cell} min-w-56`}>
                  <div className="font-medium">{item.fullName}</div>
                  {item.customerType === 'business' ? (
                    <div className="flex flex-wrap items-center gap-1 text-gray-700">
                      <span>{item.companyName}</span>
                      <Badge variant="info">{t.business}</Badge>
                    </div>
                  ) : null}
                  <div className="text-gray-600">{item.email}</div>
                  {item.contactDifferences.length > 0 ? (
                    <Badge
                      variant="pending"
                      className="mt-1"
                      title={t.contactDifferences.badgeTitle}
                    >
                      {t.contactDifferences.badge}
                    </Badge>
                  ) : null}
                </td>
                {/* Wide enough for a brand and a frame number on one line each, which the
                    wrapping of long values would otherwise break in the middle. */}
                <td className={`${cell} min-w-36`}>
                  <div>{bike.brand}</div>
                  {bike.detail ? <div className="text-gray-600">{bike.detail}</div> : null}
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-1">
                    {item.labels.map((label) => (
                      <LabelBadge key={label.id} name={label.name} color={label.color} />
                    ))}
                  </div>
                </td>
                <td className={`${cell} whitespace-nowrap`}>{t.deliveryType[item.deliveryType]}</td>
                <td className={cell}>
                  <StatusBadge status={item.status} />
                </td>
                <td className={cell}>
                  <div>{item.cycleSoftwareRepairNumber || t.dash}</div>
                  {item.isArchived ? <Badge>{t.archived}</Badge> : null}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{format.date(item.createdAt)}</td>
                <td className={cell}>
                  <div className={actionsLayout}>
                    {actionsOf(item).map((action) => {
                      const { icon: Icon, variant } = ACTION_LOOK[action];
                      const name = t.actions[action];
                      return (
                        <Button
                          key={action}
                          variant={variant}
                          title={name}
                          aria-label={t.actionFor(name, item.reference)}
                          disabled={busy}
                          focusableWhenDisabled
                          onClick={() => onAction(action, item)}
                        >
                          <Icon className="size-4" aria-hidden />
                        </Button>
                      );
                    })}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
