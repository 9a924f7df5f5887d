import type { MoveBikeStageResult } from '../../src/contract/service-requests/stages.ts';
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
 * reparatie' and back, again and again. Each move names the version and leaves the stage the
 * previous answer gave, and each run starts from the bike as the server has it: counting the
 * moves went wrong when the warm-up's end cut a move off after the server had made it.
 */
export async function stageChangeOverHttp(options: {
  baseUrl: string;
  publicUrl: string;
  cookie: string;
}) {
  const headers = {
    cookie: options.cookie,
    origin: options.publicUrl,
    'content-type': 'application/json',
  };
  const probe = await fetch(`${options.baseUrl}/api/workshop-board?stage=planned`, { headers });
  const [card] = ((await probe.json()) as WorkshopBoard).columns[0]?.cards ?? [];
  if (!card) throw new Error(`the board answered ${probe.status} without a planned bike`);
  const requestUrl = `${options.baseUrl}/api/service-requests/${card.serviceRequestId}`;
  let bike = { stage: card.stage, version: card.version };
  return httpLoad({
    beforeEachRun: async () => {
      const request = (await (await fetch(requestUrl, { headers })).json()) as {
        bikes: { id: number; progress?: typeof bike }[];
      };
      const progress = request.bikes.find((each) => each.id === card.bikeId)?.progress;
      if (!progress) throw new Error(`bike ${card.bikeId} has no stage any more`);
      bike = progress;
    },
    url: `${requestUrl}/bikes/${card.bikeId}/stage`,
    method: 'PATCH',
    connections: 1,
    durationSeconds: BOARD_SECONDS,
    eachRequest: () => ({
      body: JSON.stringify({
        stage: bike.stage === 'planned' ? 'in_repair' : 'planned',
        version: bike.version,
      }),
      headers,
    }),
    eachResponse: (status, body) => {
      if (status === 200) bike = (JSON.parse(body) as MoveBikeStageResult).progress;
    },
  });
}
