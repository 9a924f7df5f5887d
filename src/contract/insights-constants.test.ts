import { describe, expect, it } from 'vitest';
import { JOURNEY_STAGES } from './insights-constants.ts';
import { BIKE_STAGES } from './service-requests/stages.ts';

describe("the insights' constants without zod", () => {
  it('are the stages a bike passes before ready, in the order of BIKE_STAGES', () => {
    expect(JOURNEY_STAGES).toEqual(
      BIKE_STAGES.filter((stage) => stage !== 'ready' && stage !== 'done'),
    );
  });
});
