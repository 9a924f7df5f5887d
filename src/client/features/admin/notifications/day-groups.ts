import { dayBefore, workshopDay } from '../../../lib/format.ts';
import type { NotificationItem } from './api/list-notifications.ts';

/** Notifications of one of the workshop's days, and how that day is named. */
export type DayGroup = {
  day: string;
  when: 'today' | 'yesterday' | 'earlier';
  items: NotificationItem[];
};

/** Notifications, newest first, in a group per workshop day, keeping their order. */
export function groupByDay(items: NotificationItem[], now: Date = new Date()): DayGroup[] {
  const today = workshopDay(now);
  const yesterday = dayBefore(today);
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = workshopDay(item.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) {
      last.items.push(item);
      continue;
    }
    const when = day === today ? 'today' : day === yesterday ? 'yesterday' : 'earlier';
    groups.push({ day, when, items: [item] });
  }
  return groups;
}
