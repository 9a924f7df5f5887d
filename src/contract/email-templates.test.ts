import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_STATUSES,
  placeholdersFor,
  REPAIR_TEMPLATE_STATUSES,
  REQUEST_TEMPLATE_STATUSES,
  STAGE_TEMPLATE_STATUS,
} from './email-templates.ts';
import { BIKE_STAGES } from './service-requests/stages.ts';

describe('the templates of the repair', () => {
  it("offers the bike's placeholders only in the mails about one bike", () => {
    for (const status of REPAIR_TEMPLATE_STATUSES) {
      expect(placeholdersFor(status)).toEqual(
        expect.arrayContaining(['bike.brand', 'bike.model', 'bike.plannedDate']),
      );
    }
    for (const status of REQUEST_TEMPLATE_STATUSES) {
      expect(placeholdersFor(status).filter((name) => name.startsWith('bike.'))).toEqual([]);
    }
  });

  it("offers the quote's placeholders only in the quote's mail", () => {
    expect(placeholdersFor('quote_sent')).toEqual(
      expect.arrayContaining(['quote.total', 'quote.version', 'bike.brand']),
    );
    for (const status of EMAIL_TEMPLATE_STATUSES.filter((status) => status !== 'quote_sent')) {
      expect(placeholdersFor(status).filter((name) => name.startsWith('quote.'))).toEqual([]);
    }
  });

  it('gives every stage but Ingepland a template of its own, among the repair ones', () => {
    const mailed = BIKE_STAGES.filter((stage) => STAGE_TEMPLATE_STATUS[stage] !== null);
    expect(mailed).toEqual([
      'in_repair',
      'waiting_for_parts',
      'waiting_for_customer',
      'ready',
      'done',
    ]);
    for (const stage of mailed) {
      expect(REPAIR_TEMPLATE_STATUSES).toContain(STAGE_TEMPLATE_STATUS[stage]);
    }
  });
});
