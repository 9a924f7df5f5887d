import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BIKE_SERVICE_TYPES, type BikeServiceType } from '../../../../../contract/bikes.ts';
import type { BoardColumn, WorkshopBoard } from '../../../../../contract/workshop-board.ts';
import {
  BOARD_ASSIGNEE_FILTERS,
  BOARD_DAY_FILTERS,
  type BoardAssigneeFilter,
  type BoardDayFilter,
} from '../../../../../contract/workshop-board.ts';
import { getJson } from '../../../../lib/api-client.ts';
import { toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/**
 * What the board shows: the planned days, one service type or all, one label or all, and the
 * bikes of anyone, of the reader, of nobody or of one staff member.
 */
export type BoardFilters = {
  day: BoardDayFilter;
  serviceType: BikeServiceType | 'all';
  label: number | 'all';
  assignee: BoardAssigneeFilter | number | 'all';
  /** Every bike, every lease bike (`BOARD_ANY_LEASE`), or those of one leasing company. */
  lease: string | 'all';
};

export const DEFAULT_BOARD_FILTERS: BoardFilters = {
  day: 'all',
  serviceType: 'all',
  label: 'all',
  assignee: 'all',
  lease: 'all',
};

/** A positive whole number in the address bar, else undefined. */
function recordIdIn(value: string | null) {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The requests tab's two views; the list is the default, so its address stays as it was. */
export type RequestsView = 'list' | 'board';

/** The view an address bar's query names (`?view=board`); anything else is the list. */
export const viewOfQuery = (query: string): RequestsView =>
  new URLSearchParams(query).get('view') === 'board' ? 'board' : 'list';

/**
 * The board's filters in the address bar's query (`?view=board&day=today&service=repair&label=3&assignee=mine&lease=*`,
 * decision 036); an unknown value is the default, so a mistyped link still shows the board.
 */
export function boardFiltersOfQuery(query: string): BoardFilters {
  const params = new URLSearchParams(query);
  const assignee = params.get('assignee');
  return {
    day: BOARD_DAY_FILTERS.find((day) => day === params.get('day')) ?? DEFAULT_BOARD_FILTERS.day,
    serviceType:
      BIKE_SERVICE_TYPES.find((type) => type === params.get('service')) ??
      DEFAULT_BOARD_FILTERS.serviceType,
    label: recordIdIn(params.get('label')) ?? DEFAULT_BOARD_FILTERS.label,
    assignee:
      BOARD_ASSIGNEE_FILTERS.find((filter) => filter === assignee) ??
      recordIdIn(assignee) ??
      DEFAULT_BOARD_FILTERS.assignee,
    lease: params.get('lease') || DEFAULT_BOARD_FILTERS.lease,
  };
}

/** The board's address bar query: the view, and each filter that is not the default. */
export function queryOfBoardFilters(filters: BoardFilters) {
  const params = new URLSearchParams({ view: 'board' });
  if (filters.day !== DEFAULT_BOARD_FILTERS.day) params.set('day', filters.day);
  if (filters.serviceType !== 'all') params.set('service', filters.serviceType);
  if (filters.label !== 'all') params.set('label', String(filters.label));
  if (filters.assignee !== 'all') params.set('assignee', String(filters.assignee));
  if (filters.lease !== 'all') params.set('lease', filters.lease);
  return params.toString();
}

/** Every query under this key shows the board; a move invalidates them all. */
export const WORKSHOP_BOARD_QUERY_KEY = ['/api/workshop-board'] as const;

export const workshopBoardQueryKey = (filters: BoardFilters) =>
  [...WORKSHOP_BOARD_QUERY_KEY, filters] as const;

/** Colleagues move bikes too: an open board reads itself again this often. */
const BOARD_REFRESH_MS = 60_000;

function boardParams(filters: BoardFilters) {
  const params = new URLSearchParams({ day: filters.day });
  if (filters.serviceType !== 'all') params.set('serviceType', filters.serviceType);
  if (filters.label !== 'all') params.set('label', String(filters.label));
  if (filters.assignee !== 'all') params.set('assignee', String(filters.assignee));
  if (filters.lease !== 'all') params.set('lease', filters.lease);
  return params;
}

/** `GET /api/workshop-board`: every column with its count and first cards. */
export function useWorkshopBoard(filters: BoardFilters) {
  const queryClient = useQueryClient();
  const queryKey = workshopBoardQueryKey(filters);
  return useQuery({
    queryKey,
    queryFn: async () => {
      const shown = queryClient.getQueryData<WorkshopBoard>(queryKey);
      const board = await getJson<WorkshopBoard>(`/api/workshop-board?${boardParams(filters)}`);
      // A column the reader loaded further ('Meer laden') is read again as far, so a card they
      // scrolled to does not vanish when the board reloads.
      const columns = [];
      for (const column of board.columns) {
        const wanted = shown?.columns.find((each) => each.stage === column.stage)?.cards.length;
        let grown = column;
        while (grown.nextOffset !== null && grown.cards.length < (wanted ?? 0)) {
          grown = withNextCards(grown, await nextCards(filters, grown));
        }
        columns.push(grown);
      }
      return { ...board, columns };
    },
    staleTime: 0,
    refetchInterval: BOARD_REFRESH_MS,
  });
}

/** `GET /api/workshop-board` for the page of one column after the cards it holds. */
async function nextCards(filters: BoardFilters, column: BoardColumn) {
  const params = boardParams(filters);
  params.set('stage', column.stage);
  params.set('offset', String(column.nextOffset ?? 0));
  const { columns } = await getJson<WorkshopBoard>(`/api/workshop-board?${params}`);
  return columns[0];
}

/** The column with the next page's cards after its own, and the page's count and offset. */
const withNextCards = (column: BoardColumn, more: BoardColumn | undefined): BoardColumn =>
  more ? { ...more, cards: [...column.cards, ...more.cards] } : { ...column, nextOffset: null };

/**
 * The next cards of one column, added to the board as it is cached; the board read again (after
 * a move, or every minute) reads that column as far again.
 */
export function useLoadMoreCards(filters: BoardFilters) {
  const queryClient = useQueryClient();
  const t = useTexts(REQUESTS_TEXTS).board;
  return useMutation({
    mutationFn: (column: BoardColumn) => nextCards(filters, column),
    onSuccess: (more) => {
      if (!more) return;
      queryClient.setQueryData<WorkshopBoard>(workshopBoardQueryKey(filters), (board) =>
        board
          ? {
              ...board,
              columns: board.columns.map((column) =>
                column.stage === more.stage ? withNextCards(column, more) : column,
              ),
            }
          : board,
      );
    },
    onError: (error) => toastApiFailure(error, { title: t.loadFailed, fallback: t.loadFailed }),
  });
}
