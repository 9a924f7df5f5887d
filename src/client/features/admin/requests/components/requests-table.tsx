import { Archive, Check, Copy, Pencil, Trash2, X } from 'lucide-react';
import { type ComponentType, type Ref, useEffect, useState } from 'react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button, type ButtonVariant } from '../../../../components/ui/button.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import type { RequestItem } from '../api/list-service-requests.ts';
import { REQUESTS_TEXTS, type RequestsTextTable } from '../strings.ts';
import { bikeSummary, canArchive, canHandle } from './format.ts';
import { RowMenu } from './row-menu.tsx';
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

/** Shown on the row itself; the rest go into its menu (delete only there, behind its confirmation). */
const ON_ROW: ReadonlySet<RowAction> = new Set(['approve', 'reject']);

// One line a row, so at least ten fit a laptop's screen: long text is cut with an ellipsis
// (its whole value in the title), never broken.
const cell = 'px-2 py-1 whitespace-nowrap';
const cut = 'block truncate';

/** The time now, again each minute, so the waiting times grow while the list stays open. */
function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The requests, one line each (docs/product.md#requests-tab): approve and reject on the row, the
 * other actions in its menu. A pending request shows how long it has waited, the moment it came in
 * on hover. The ticket number's button covers the whole row, so a click anywhere opens the
 * details while keyboard users get one button per row.
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
  const now = useNow();
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
            const bikeText = bike.detail ? `${bike.brand} · ${bike.detail}` : bike.brand;
            const submitted = format.mediumDateTime(item.createdAt);
            const actions = actionsOf(item);
            const act = (action: RowAction) => () => onAction(action, item);
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
                {/* The one column that gives way: it takes the width the others leave. */}
                <td className={`${cell} w-full max-w-0 min-w-40`}>
                  <div className="flex items-center gap-2">
                    <span className={`${cut} max-w-40 shrink-0 font-medium`} title={item.fullName}>
                      {item.fullName}
                    </span>
                    {item.customerType === 'business' ? (
                      <>
                        <span
                          className={`${cut} min-w-0 text-gray-700`}
                          title={item.companyName ?? undefined}
                        >
                          {item.companyName}
                        </span>
                        <Badge variant="info">{t.business}</Badge>
                      </>
                    ) : null}
                    <span className={`${cut} min-w-0 text-gray-600`} title={item.email}>
                      {item.email}
                    </span>
                    {item.contactDifferences.length > 0 ? (
                      <Badge variant="pending" title={t.contactDifferences.badgeTitle}>
                        {t.contactDifferences.badge}
                      </Badge>
                    ) : null}
                  </div>
                </td>
                <td className={cell}>
                  <div className="flex max-w-44 gap-2" title={bikeText}>
                    <span className={`${cut} min-w-0`}>{bike.brand}</span>
                    {bike.detail ? (
                      <span className={`${cut} min-w-0 text-gray-600`}>{bike.detail}</span>
                    ) : null}
                  </div>
                </td>
                <td className={cell}>
                  <div className="flex max-w-36 gap-1 overflow-hidden">
                    {item.labels.map((label) => (
                      <LabelBadge key={label.id} name={label.name} color={label.color} />
                    ))}
                  </div>
                </td>
                <td className={cell}>{t.deliveryType[item.deliveryType]}</td>
                <td className={cell}>
                  <StatusBadge request={item} />
                </td>
                <td className={cell}>
                  {item.cycleSoftwareRepairNumber || t.dash}
                  {item.isArchived ? <Badge className="ml-1">{t.archived}</Badge> : null}
                </td>
                <td className={cell}>{format.date(item.createdAt)}</td>
                <td className={cell}>
                  {canHandle(item) ? (
                    <span title={t.waitedTitle(submitted)}>
                      {format.elapsed(item.createdAt, now)}
                    </span>
                  ) : (
                    t.dash
                  )}
                </td>
                <td className={cell}>
                  <div className="relative z-10 flex justify-end gap-1">
                    {actions
                      .filter((action) => ON_ROW.has(action))
                      .map((action) => {
                        const { icon: Icon, variant } = ACTION_LOOK[action];
                        const name = t.actions[action];
                        return (
                          <Button
                            key={action}
                            variant={variant}
                            className="px-3"
                            title={name}
                            aria-label={t.actionFor(name, item.reference)}
                            disabled={busy}
                            focusableWhenDisabled
                            onClick={act(action)}
                          >
                            <Icon className="size-4" aria-hidden />
                          </Button>
                        );
                      })}
                    <RowMenu
                      label={t.moreActions(item.reference)}
                      disabled={busy}
                      items={actions
                        .filter((action) => !ON_ROW.has(action))
                        .map((action) => ({
                          key: action,
                          label: t.actions[action],
                          icon: ACTION_LOOK[action].icon,
                          destructive: action === 'delete',
                          onSelect: act(action),
                        }))}
                    />
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
