import { describe, expect, it } from 'vitest';
import type { NotificationItem } from './api/list-notifications.ts';
import { groupByDay } from './day-groups.ts';

const at = (id: number, createdAt: string) => ({ id, createdAt }) as NotificationItem;

describe('notifications grouped by day', () => {
  it("groups by the workshop's day, naming today and yesterday, newest first", () => {
    // 09:00 in Amsterdam on 26 November.
    const now = new Date('2026-11-26T08:00:00.000Z');
    const groups = groupByDay(
      [
        at(5, '2026-11-26T07:30:00.000Z'),
        // 23:30 UTC is already the 26th in Amsterdam.
        at(4, '2026-11-25T23:30:00.000Z'),
        at(3, '2026-11-25T10:00:00.000Z'),
        at(2, '2026-11-24T10:00:00.000Z'),
        at(1, '2026-11-20T10:00:00.000Z'),
      ],
      now,
    );
    expect(groups.map(({ day, when, items }) => [day, when, items.map(({ id }) => id)])).toEqual([
      ['2026-11-26', 'today', [5, 4]],
      ['2026-11-25', 'yesterday', [3]],
      ['2026-11-24', 'earlier', [2]],
      ['2026-11-20', 'earlier', [1]],
    ]);
  });
});
