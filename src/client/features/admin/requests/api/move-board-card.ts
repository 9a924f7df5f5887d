import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BikeStage, MoveBikeStage } from '../../../../../contract/service-requests/stages.ts';
import {
  type BoardCard,
  isOverdue,
  type WorkshopBoard,
} from '../../../../../contract/workshop-board.ts';
import { toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import {
  type BoardFilters,
  WORKSHOP_BOARD_QUERY_KEY,
  workshopBoardQueryKey,
} from './get-workshop-board.ts';
import { SERVICE_REQUESTS_QUERY_KEY } from './list-service-requests.ts';
import { moveBikeStage } from './move-bike-stage.ts';

/** A card to another column; out of the lessor's, with their approval or staff's reason. */
export type BoardMove = {
  card: BoardCard;
  to: BikeStage;
  passage?: Pick<MoveBikeStage, 'lessorApproval' | 'lessorOverride'>;
};

/** Sorts an undated card after every dated one. */
const UNDATED = '9999-12-31';

/** Where the server puts a card in its column: the earliest planned date first, undated last. */
function columnOrder(one: BoardCard, other: BoardCard) {
  const [first, second] = [one.plannedDate ?? UNDATED, other.plannedDate ?? UNDATED];
  if (first === second) return one.bikeId - other.bikeId;
  return first < second ? -1 : 1;
}

/** The board as it will be once `move` is made: the card out of its column, into the other. */
export function boardAfterMove(board: WorkshopBoard, { card, to }: BoardMove): WorkshopBoard {
  const moved = { ...card, stage: to, overdue: isOverdue({ ...card, stage: to }, board.today) };
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage === card.stage) {
        return {
          ...column,
          count: column.count - 1,
          cards: column.cards.filter((each) => each.bikeId !== card.bikeId),
        };
      }
      if (column.stage !== to) return column;
      // The last column shows the most recently finished first.
      const cards =
        to === 'done' ? [moved, ...column.cards] : [...column.cards, moved].sort(columnOrder);
      return { ...column, count: column.count + 1, cards };
    }),
  };
}

/**
 * Moves a card at once and says so in a toast, naming a mail to the customer when the stage's
 * template sent one; when the server refuses (409: someone else moved the bike, or the move
 * is no longer allowed), the card goes back and its message is toasted. Either way the board is
 * read again afterwards, with the request lists.
 */
export function useMoveBoardCard(filters: BoardFilters) {
  const queryClient = useQueryClient();
  const t = useTexts(REQUESTS_TEXTS).board;
  const key = workshopBoardQueryKey(filters);
  return useMutation({
    mutationFn: ({ card, to, passage }: BoardMove) =>
      moveBikeStage({
        serviceRequestId: card.serviceRequestId,
        bikeId: card.bikeId,
        move: { stage: to, version: card.version, ...passage },
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<WorkshopBoard>(key);
      if (before) queryClient.setQueryData(key, boardAfterMove(before, move));
      return { before };
    },
    // Visible on every screen, also where the card's new column is out of view, and announced.
    onSuccess: (result, { card, to }) =>
      toast({
        title: t.moved(t.bike(card), t.stageNames[to]),
        ...(result.customerMailQueued && { description: t.customerMailed(card.customerName) }),
      }),
    onError: (error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toastApiFailure(error, { title: t.moveFailedTitle, fallback: t.moveFailed });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: WORKSHOP_BOARD_QUERY_KEY });
    },
  });
}
