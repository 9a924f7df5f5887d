import { describe, expect, it } from 'vitest';
import type { BoardCard, WorkshopBoard } from '../../../../../contract/workshop-board.ts';
import { boardAfterMove } from './move-board-card.ts';

const card = (bikeId: number, overrides: Partial<BoardCard> = {}): BoardCard => ({
  bikeId,
  serviceRequestId: bikeId,
  reference: `#SR-2026-00${bikeId}`,
  customerName: 'Sanne de Vries',
  brand: 'Gazelle',
  model: null,
  serviceType: null,
  leaseCompany: null,
  plannedDate: '2026-11-27',
  plannedMinutes: 60,
  stage: 'in_repair',
  version: 0,
  assignee: null,
  labels: [],
  deliveryType: 'workshop',
  overdue: false,
  dayOverfull: false,
  ...overrides,
});

const boardWith = (columns: Partial<Record<BoardCard['stage'], BoardCard[]>>): WorkshopBoard => ({
  today: '2026-11-27',
  columns: (['planned', 'in_repair', 'ready', 'done'] as const).map((stage) => ({
    stage,
    count: columns[stage]?.length ?? 0,
    cards: columns[stage] ?? [],
    nextOffset: null,
  })),
});

const bikesIn = (board: WorkshopBoard, stage: BoardCard['stage']) =>
  board.columns.find((column) => column.stage === stage);

describe('boardAfterMove', () => {
  it('takes the card out of its column and puts it in the other by planned date, counts and all', () => {
    const moving = card(1, { plannedDate: '2026-11-26', overdue: true });
    const board = boardWith({
      in_repair: [moving],
      ready: [
        card(2, { stage: 'ready', plannedDate: '2026-11-20' }),
        card(3, { stage: 'ready', plannedDate: null }),
      ],
    });
    const after = boardAfterMove(board, { card: moving, to: 'ready' });
    expect(bikesIn(after, 'in_repair')).toMatchObject({ count: 0, cards: [] });
    expect(bikesIn(after, 'ready')?.count).toBe(3);
    expect(bikesIn(after, 'ready')?.cards.map((each) => each.bikeId)).toEqual([2, 1, 3]);
    // A ready bike is no longer late.
    expect(bikesIn(after, 'ready')?.cards[1]).toMatchObject({ stage: 'ready', overdue: false });
  });

  it('puts a finished bike first in the last column, as the most recently finished', () => {
    const moving = card(1, { stage: 'ready' });
    const board = boardWith({ ready: [moving], done: [card(2, { stage: 'done' })] });
    const after = boardAfterMove(board, { card: moving, to: 'done' });
    expect(bikesIn(after, 'done')?.cards.map((each) => each.bikeId)).toEqual([1, 2]);
  });

  it('marks a late bike moved back from ready as overdue again', () => {
    const moving = card(1, { stage: 'ready', plannedDate: '2026-11-20' });
    const after = boardAfterMove(boardWith({ ready: [moving] }), { card: moving, to: 'in_repair' });
    expect(bikesIn(after, 'in_repair')?.cards[0]?.overdue).toBe(true);
  });
});
