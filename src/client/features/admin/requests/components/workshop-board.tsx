import { SlidersHorizontal } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import {
  type BikeStage,
  moveBikeStageSchema,
  stagesReachable,
} from '../../../../../contract/service-requests/stages.ts';
import {
  BOARD_ANY_LEASE,
  type BoardCard as BoardCardData,
  type BoardColumn,
} from '../../../../../contract/workshop-board.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useTexts } from '../../../../lib/language.ts';
import { UI_TEXTS } from '../../../../lib/strings.ts';
import { staffMemberName, useAdmins } from '../../../../lib/use-admins.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useLeaseCompanies } from '../../../../lib/use-lease-companies.ts';
import { useLabels } from '../api/get-labels.ts';
import {
  type BoardFilters,
  boardFiltersOfQuery,
  DEFAULT_BOARD_FILTERS,
  queryOfBoardFilters,
  useLoadMoreCards,
  useWorkshopBoard,
} from '../api/get-workshop-board.ts';
import { type BoardMove, useMoveBoardCard } from '../api/move-board-card.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { BoardCard } from './board-card.tsx';
import { ChoiceSelect } from './choice-select.tsx';
import {
  LessorPassageFields,
  lessorPassageOf,
  NO_LESSOR_PASSAGE,
} from './lessor-passage-fields.tsx';

/** Day, service type, label, mechanic and lease: what the board shows, kept in the address bar. */
function BoardToolbar({
  filters,
  onChange,
}: {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
}) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.board;
  const labels = useLabels();
  const staff = useAdmins();
  const leaseCompanies = useLeaseCompanies();
  // A company no longer in the list (or the customer's own words) stays choosable once chosen.
  const companies = [
    ...new Set([
      ...(leaseCompanies.data ?? []).map((company) => company.name),
      ...(filters.lease === 'all' || filters.lease === BOARD_ANY_LEASE ? [] : [filters.lease]),
    ]),
  ];
  const [shownOnPhone, setShownOnPhone] = useState(false);
  const filtersId = useId();
  const chosen = (Object.keys(filters) as (keyof BoardFilters)[]).filter(
    (key) => filters[key] !== DEFAULT_BOARD_FILTERS[key],
  ).length;
  return (
    <>
      {/* On a phone the filters fold away, so that the first cards show without scrolling. */}
      <Button
        variant="outline"
        className="self-start sm:hidden"
        aria-expanded={shownOnPhone}
        aria-controls={filtersId}
        onClick={() => setShownOnPhone(!shownOnPhone)}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        {t.filters(chosen)}
      </Button>
      <div
        id={filtersId}
        className={cn(
          'grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end',
          !shownOnPhone && 'max-sm:hidden',
        )}
      >
        <ChoiceSelect
          label={t.dayLabel}
          className="sm:w-40"
          value={filters.day}
          choices={t.days}
          onChange={(day) => onChange({ ...filters, day })}
        />
        <ChoiceSelect
          label={t.serviceTypeLabel}
          className="sm:w-56"
          value={filters.serviceType}
          choices={{ all: t.allServiceTypes, ...texts.details.bikeServiceTypes }}
          onChange={(serviceType) => onChange({ ...filters, serviceType })}
        />
        <FormField label={t.labelLabel} className="sm:w-56">
          {(control) => (
            <Select
              {...control}
              value={String(filters.label)}
              onChange={(event) =>
                onChange({
                  ...filters,
                  label: event.target.value === 'all' ? 'all' : Number(event.target.value),
                })
              }
            >
              <option value="all">{t.allLabels}</option>
              {(labels.data ?? []).map((label) => (
                <option key={label.id} value={label.id}>
                  {label.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t.assigneeLabel} className="sm:w-56">
          {(control) => (
            <Select
              {...control}
              value={String(filters.assignee)}
              onChange={({ target: { value } }) =>
                onChange({
                  ...filters,
                  assignee:
                    value in t.assignees ? (value as BoardFilters['assignee']) : Number(value),
                })
              }
            >
              {Object.entries(t.assignees).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
              {(staff.data ?? []).map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {staffMemberName(admin)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t.leaseLabel} className="sm:w-56">
          {(control) => (
            <Select
              {...control}
              value={filters.lease}
              onChange={(event) => onChange({ ...filters, lease: event.target.value })}
            >
              <option value="all">{t.allBikes}</option>
              <option value={BOARD_ANY_LEASE}>{t.leaseBikes}</option>
              {companies.map((company) => (
                <option key={company} value={company}>
                  {company}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </>
  );
}

/**
 * A card leaving 'Wacht op leasemaatschappij', by drag or menu: before it moves, staff give the
 * lessor's reference and date or a reason to go on without (decision 051). The card then moves
 * as any other; a refusal puts it back and toasts the server's words.
 */
function LessorPassageDialog({
  move,
  onMove,
  onClose,
}: {
  move: Omit<BoardMove, 'passage'>;
  onMove: (move: BoardMove) => void;
  onClose: () => void;
}) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.board;
  const [values, setValues] = useState(NO_LESSOR_PASSAGE);
  const passage = lessorPassageOf(values);
  const check = useFormCheck(moveBikeStageSchema, {
    stage: move.to,
    version: move.card.version,
    ...passage,
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.passageTitle(`${move.card.reference}, ${t.bike(move.card)}`, t.stageNames[move.to])}
      submitLabel={texts.journey.submit}
      onSubmit={(form) => {
        if (!check.check(form).success) return;
        onMove({ ...move, passage });
        onClose();
      }}
    >
      <LessorPassageFields values={values} onChange={setValues} errors={check.errors} />
    </FormDialog>
  );
}

/**
 * The workshop board (docs/product.md#workshop-board): a column per stage with its count and
 * its bikes' cards. A card moves by drag and drop with the mouse, or through its menu with the
 * keyboard and on a phone; a screen reader hears each pick-up, column and drop. On a phone the
 * columns scroll sideways one at a time. Its filters live in the address bar (decision 036).
 */
export function WorkshopBoard({
  query,
  onQueryChange,
  onOpen,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onOpen: (serviceRequestId: number) => void;
}) {
  const t = useTexts(REQUESTS_TEXTS).board;
  const ui = useTexts(UI_TEXTS);
  const filters = boardFiltersOfQuery(query);
  const board = useWorkshopBoard(filters);
  const moveCard = useMoveBoardCard(filters);
  const loadMore = useLoadMoreCards(filters);
  const [dragged, setDragged] = useState<BoardCardData | null>(null);
  const [over, setOver] = useState<BikeStage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [movedByMenu, setMovedByMenu] = useState<number | null>(null);
  const [leavingLessor, setLeavingLessor] = useState<Omit<BoardMove, 'passage'> | null>(null);
  const dropped = useRef(false);

  const stageName = (stage: BikeStage) => t.stageNames[stage];
  // The move's toast tells it, to eyes and screen readers alike. A card leaving the lessor's
  // column asks for their approval first.
  const move = (card: BoardCardData, to: BikeStage) =>
    card.stage === 'waiting_for_lessor'
      ? setLeavingLessor({ card, to })
      : moveCard.mutate({ card, to });
  const accepts = (stage: BikeStage) =>
    dragged !== null &&
    stagesReachable(dragged.stage, dragged.leaseCompany !== null).includes(stage);

  const dropTarget = (stage: BikeStage) => ({
    onDragEnter: () => {
      if (!dragged || over === stage) return;
      setOver(stage);
      if (stage !== dragged.stage) {
        setAnnouncement(accepts(stage) ? t.over(stageName(stage)) : t.notAllowed(stageName(stage)));
      }
    },
    onDragOver: (event: DragEvent) => {
      if (!accepts(stage)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (!dragged || !accepts(stage)) return;
      dropped.current = true;
      move(dragged, stage);
    },
  });

  const pickUp = (card: BoardCardData) => {
    dropped.current = false;
    setMovedByMenu(null);
    setDragged(card);
    setOver(card.stage);
    setAnnouncement(t.pickedUp(t.bike(card), stageName(card.stage)));
  };
  const putDown = (card: BoardCardData) => {
    if (!dropped.current) setAnnouncement(t.notMoved(t.bike(card)));
    setDragged(null);
    setOver(null);
  };

  // Columns share a wide screen but keep 200 px, the room the longest stage name and a card's
  // lines need: seven fit at 1920 px; on a laptop the row scrolls sideways.
  const column = ({ stage, count, cards, nextOffset }: BoardColumn) => {
    const target = dragged !== null && stage !== dragged.stage;
    return (
      <section
        key={stage}
        aria-labelledby={`board-column-${stage}`}
        {...dropTarget(stage)}
        className={cn(
          'flex max-h-[80vh] w-[85vw] max-w-80 shrink-0 snap-start flex-col gap-2 rounded-lg border-2 border-transparent bg-gray-100 p-1.5 transition-colors sm:w-72 xl:w-auto xl:max-w-none xl:min-w-50 xl:flex-1',
          target && accepts(stage) && 'border-dashed border-brand-600 bg-brand-50',
          target && accepts(stage) && over === stage && 'bg-brand-100',
          target && !accepts(stage) && 'opacity-60',
        )}
      >
        <h3
          id={`board-column-${stage}`}
          className="flex items-start justify-between gap-1 pl-0.5 text-sm font-semibold text-gray-900"
        >
          {/* 'leasemaatschappij' fits a column of 200 px in this size; a narrower one breaks it. */}
          <span className="min-w-0 hyphens-auto wrap-break-word">{stageName(stage)}</span>
          <span className="shrink-0 rounded-full bg-white px-2 text-sm font-medium text-gray-800">
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">{t.count(count)}</span>
          </span>
        </h3>
        {cards.length === 0 ? (
          <p className="px-1 py-4 text-center text-sm text-gray-700">{t.emptyColumn}</p>
        ) : (
          // On a wide screen each column scrolls on its own, so the page stays one screen high.
          <ul className="-mx-1 flex flex-col gap-2 overflow-y-auto px-1 pb-1">
            {cards.map((card) => (
              <BoardCard
                key={card.bikeId}
                card={card}
                onOpen={() => onOpen(card.serviceRequestId)}
                onMove={(to) => {
                  setMovedByMenu(card.bikeId);
                  move(card, to);
                }}
                focusMenu={movedByMenu === card.bikeId}
                onPickUp={() => pickUp(card)}
                onPutDown={() => putDown(card)}
              />
            ))}
          </ul>
        )}
        {nextOffset !== null ? (
          <Button
            variant="outline"
            disabled={loadMore.isPending}
            onClick={() => loadMore.mutate({ stage, count, cards, nextOffset })}
          >
            {t.loadMore}
          </Button>
        ) : null}
      </section>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <BoardToolbar
        filters={filters}
        onChange={(next) => onQueryChange(queryOfBoardFilters(next))}
      />
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      {leavingLessor ? (
        <LessorPassageDialog
          move={leavingLessor}
          onMove={(next) => moveCard.mutate(next)}
          onClose={() => setLeavingLessor(null)}
        />
      ) : null}
      {board.isPending ? (
        <p role="status">{t.loading}</p>
      ) : board.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          <p className="font-medium">{t.loadFailed}</p>
          <p className="text-sm">{board.error.message}</p>
          <Button variant="outline" className="mt-2" onClick={() => void board.refetch()}>
            {ui.retry}
          </Button>
        </div>
      ) : (
        // `relative` holds the columns' screen-reader-only counts inside the scrolling: placed
        // by an ancestor outside it, they widened the page, and a phone zoomed out to show it.
        <section
          aria-label={t.columns}
          className="-mx-4 flex snap-x snap-mandatory gap-3 relative overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0"
        >
          {board.data.columns.map(column)}
        </section>
      )}
    </div>
  );
}
