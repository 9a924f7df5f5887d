import type { WorkshopBoard } from '../../src/contract/workshop-board.ts';
import { httpLoad } from './load.ts';

/** Like the list's: long enough for a p99 of some thousand requests at one connection. */
export const BOARD_SECONDS = 10;

/** `GET /api/workshop-board` as the dashboard sends it when staff open the board. */
export async function boardOverHttp(options: { baseUrl: string; cookie: string }) {
  const url = `${options.baseUrl}/api/workshop-board?day=all`;
  const headers = { cookie: options.cookie };
  const probe = await fetch(url, { headers });
  const board = (await probe.json()) as WorkshopBoard;
  const open = board.columns
    .filter((column) => column.stage !== 'done')
    .reduce((sum, column) => sum + column.count, 0);
  if (probe.status !== 200 || open === 0) {
    throw new Error(`the board answered ${probe.status} with ${open} open bikes`);
  }
  return {
    open,
    result: await httpLoad({ url, headers, connections: 1, durationSeconds: BOARD_SECONDS }),
  };
}

/**
 * `PATCH …/bikes/:bikeId/stage` as a card's move sends it: one planned bike moved to 'In
 * reparatie' and back, again and again. At one connection each move is answered before the
 * next is sent, so each names the version the previous one left.
 */
export async function stageChangeOverHttp(options: {
  baseUrl: string;
  publicUrl: string;
  cookie: string;
}) {
  const headers = { cookie: options.cookie, origin: options.publicUrl };
  const probe = await fetch(`${options.baseUrl}/api/workshop-board?stage=planned`, { headers });
  const [card] = ((await probe.json()) as WorkshopBoard).columns[0]?.cards ?? [];
  if (!card) throw new Error(`the board answered ${probe.status} without a planned bike`);
  let version = card.version;
  return httpLoad({
    url: `${options.baseUrl}/api/service-requests/${card.serviceRequestId}/bikes/${card.bikeId}/stage`,
    method: 'PATCH',
    connections: 1,
    durationSeconds: BOARD_SECONDS,
    eachRequest: () => {
      const stage = version % 2 === card.version % 2 ? 'in_repair' : 'planned';
      const body = JSON.stringify({ stage, version });
      version += 1;
      return { body, headers: { ...headers, 'content-type': 'application/json' } };
    },
  });
}
