import { useRef, useState } from 'react';
import {
  ACTIVITY_DEFAULT_MINUTES,
  type ApproveServiceRequest,
} from '../../../../contract/service-requests/handling.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useFocusAfterAction } from '../../../components/ui/use-focus-after-action.ts';
import { useTexts } from '../../../lib/language.ts';
import { UI_TEXTS } from '../../../lib/strings.ts';
import { useApproveServiceRequest } from './api/approve-service-request.ts';
import { useArchiveServiceRequest } from './api/archive-service-request.ts';
import { useCheckCompletedRepairs } from './api/check-completed-repairs.ts';
import { deleteConfirmText, useDeleteServiceRequest } from './api/delete-service-request.ts';
import { useDuplicateServiceRequest } from './api/duplicate-service-request.ts';
import { useRequestCounts } from './api/get-request-counts.ts';
import {
  DEFAULT_BOARD_FILTERS,
  queryOfBoardFilters,
  viewOfQuery,
} from './api/get-workshop-board.ts';
import {
  filtersOfQuery,
  queryOfFilters,
  type RequestFilters,
  type RequestItem,
  useServiceRequest,
  useServiceRequests,
} from './api/list-service-requests.ts';
import { ApproveDialog } from './components/approve-dialog.tsx';
import { EditRequestDialog } from './components/edit-request-dialog.tsx';
import { RejectDialog } from './components/reject-dialog.tsx';
import { RequestCounts } from './components/request-counts.tsx';
import { RequestPanel } from './components/request-panel.tsx';
import { RequestToolbar } from './components/request-toolbar.tsx';
import { RequestsTable, type RowAction } from './components/requests-table.tsx';
import { ViewSwitch } from './components/view-switch.tsx';
import { WorkshopBoard } from './components/workshop-board.tsx';
import { REQUESTS_TEXTS } from './strings.ts';

type OpenDialog = {
  kind: 'approve' | 'reject' | 'edit' | 'duplicate' | 'delete';
  request: RequestItem;
};

/** A workshop request is approved at once as a 45-minute stop (docs/product.md#statuses). */
const WORKSHOP_ACTIVITY: ApproveServiceRequest = {
  freightliveActivityType: 'stop',
  freightliveActivityDuration: ACTIVITY_DEFAULT_MINUTES.stop,
};

/**
 * The Serviceverzoeken tab (docs/product.md#requests-tab): counts, search and filters, the paged
 * table with its row actions, and the dialogs to read, approve, reject, edit, duplicate and delete
 * a request. Its place is in the address bar (decision 036): `query` holds the search and filters,
 * `openRequestId` the request whose details show, and `onNavigate` changes them. 'Meer laden'
 * hands focus to the first request it added, where a screen reader carries on.
 */
export function RequestsTab({
  query,
  openRequestId,
  onNavigate,
}: {
  query: string;
  openRequestId: number | undefined;
  onNavigate: (address: { id?: number; query: string }) => void;
}) {
  const t = useTexts(REQUESTS_TEXTS);
  const ui = useTexts(UI_TEXTS);
  const filters = filtersOfQuery(query);
  const view = viewOfQuery(query);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const list = useServiceRequests(filters, { enabled: view === 'list' });
  const counts = useRequestCounts(filters.archive);
  const approve = useApproveServiceRequest();
  const archive = useArchiveServiceRequest();
  const duplicate = useDuplicateServiceRequest();
  const remove = useDeleteServiceRequest();
  const checkCompleted = useCheckCompletedRepairs();

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const firstPage = list.data?.pages[0];
  const busy = approve.isPending || archive.isPending || duplicate.isPending || remove.isPending;
  // The open request as last loaded, so label changes appear in it at once; one the filters
  // leave out (a link from a colleague) or opened from the board is loaded on its own.
  const listed = items.find((item) => item.id === openRequestId);
  const alone = useServiceRequest(listed || list.isLoading ? undefined : openRequestId);
  const detailsRequest = listed ?? alone.data ?? undefined;
  const current = dialog && (items.find((item) => item.id === dialog.request.id) ?? dialog.request);
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    list: table,
    markItem,
    markEnd,
  } = useFocusAfterAction<HTMLDivElement>({
    running: busy || dialog !== null || openRequestId !== undefined || list.isFetchingNextPage,
    fallback: heading,
  });
  const close = () => setDialog(null);
  const closeDetails = () => onNavigate({ query });
  const dialogProps = (kind: OpenDialog['kind']) => ({
    open: dialog?.kind === kind,
    onOpenChange: (open: boolean) => {
      if (!open) close();
    },
  });
  const setFilters = (next: RequestFilters) => onNavigate({ query: queryOfFilters(next) });

  // The list and the counters are kept for five minutes (docs/product.md#limits), so submitting the
  // search as it stands asks the server again: staff do that to see new requests, or after a failed
  // load.
  const applyFilters = (next: RequestFilters) => {
    const unchanged = (Object.keys(next) as (keyof RequestFilters)[]).every(
      (key) => next[key] === filters[key],
    );
    if (unchanged) {
      void list.refetch();
      void counts.refetch();
    } else setFilters(next);
  };

  const startApproval = (request: RequestItem, onApproved = close) => {
    if (request.deliveryType === 'on_location') setDialog({ kind: 'approve', request });
    else approve.mutate({ id: request.id, activity: WORKSHOP_ACTIVITY }, { onSuccess: onApproved });
  };

  /** Opens the loaded request `offset` places from `request` in the panel; none past either end. */
  const showNeighbour = (request: RequestItem, offset: number) => {
    const index = items.findIndex((item) => item.id === request.id);
    const neighbour = index === -1 ? undefined : items[index + offset];
    if (!neighbour) return undefined;
    return () => {
      markItem(neighbour.id);
      onNavigate({ id: neighbour.id, query });
    };
  };

  const onAction = (action: RowAction, request: RequestItem) => {
    markItem(request.id);
    if (action === 'approve') startApproval(request);
    else if (action === 'archive') archive.mutate(request.id);
    else setDialog({ kind: action, request });
  };

  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-4">
      <h2
        id="requests-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        {t.title}
      </h2>
      <ViewSwitch
        view={view}
        onChange={(next) =>
          onNavigate({
            query: next === 'board' ? queryOfBoardFilters(DEFAULT_BOARD_FILTERS) : '',
          })
        }
      />
      {view === 'board' ? (
        <WorkshopBoard
          query={query}
          onQueryChange={(next) => onNavigate({ query: next })}
          onOpen={(id) => onNavigate({ id, query })}
        />
      ) : (
        <>
          <RequestCounts counts={counts.data} />
          <RequestToolbar
            // Back and Forward change the search; the box then shows the one the list shows.
            key={filters.search}
            filters={filters}
            onChange={applyFilters}
            onCheckCompleted={() => checkCompleted.mutate()}
            checking={checkCompleted.isPending}
          />

          {list.isPending ? (
            <p role="status">{t.loading}</p>
          ) : list.isError ? (
            <div
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
            >
              <p className="font-medium">{t.loadFailed}</p>
              <p className="text-sm">{list.error.message}</p>
              <Button variant="outline" className="mt-2" onClick={() => void list.refetch()}>
                {ui.retry}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="rounded-md border border-gray-200 bg-white p-6 text-center text-gray-700">
              {t.empty}
            </p>
          ) : (
            <>
              {firstPage ? <p className="text-sm text-gray-700">{t.found(firstPage)}</p> : null}
              <RequestsTable
                ref={table}
                items={items}
                busy={busy}
                onOpen={(request) => {
                  markItem(request.id);
                  onNavigate({ id: request.id, query });
                }}
                onAction={onAction}
              />
            </>
          )}
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => {
                markEnd();
                void list.fetchNextPage();
              }}
            >
              {list.isFetchingNextPage ? t.loadingMore : t.loadMore}
            </Button>
          ) : null}
        </>
      )}

      {detailsRequest && dialog === null ? (
        <RequestPanel
          requestId={detailsRequest.id}
          onClose={closeDetails}
          onPrevious={showNeighbour(detailsRequest, -1)}
          onNext={showNeighbour(detailsRequest, 1)}
          busy={busy}
          // A dialog opened from the panel takes its place.
          onReject={(request) => {
            closeDetails();
            setDialog({ kind: 'reject', request });
          }}
          onApprove={(request) => {
            if (request.deliveryType === 'on_location') closeDetails();
            startApproval(request, closeDetails);
          }}
        />
      ) : null}
      {current ? (
        <>
          {dialog.kind === 'approve' ? (
            <ApproveDialog
              key={current.id}
              request={current}
              {...dialogProps('approve')}
              pending={approve.isPending}
              onApprove={(activity) =>
                approve.mutate({ id: current.id, activity }, { onSuccess: close })
              }
            />
          ) : null}
          {dialog.kind === 'reject' ? (
            <RejectDialog key={current.id} request={current} {...dialogProps('reject')} />
          ) : null}
          {dialog.kind === 'edit' ? (
            <EditRequestDialog key={current.id} request={current} {...dialogProps('edit')} />
          ) : null}
          <ConfirmDialog
            {...dialogProps('duplicate')}
            title={t.duplicate.confirmTitle}
            description={t.duplicate.confirmText(current.reference)}
            confirmLabel={t.duplicate.confirm}
            onConfirm={() => duplicate.mutate(current.id)}
          />
          <ConfirmDialog
            {...dialogProps('delete')}
            destructive
            title={t.delete.confirmTitle}
            description={deleteConfirmText(current, t.delete)}
            confirmLabel={t.delete.confirm}
            onConfirm={() => remove.mutate(current.id)}
          />
        </>
      ) : null}
    </section>
  );
}
