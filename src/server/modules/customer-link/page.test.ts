import { describe, expect, it } from 'vitest';
import type { BikeStage } from '../../../contract/service-requests/stages.ts';
import { PRIVATE_LINK_TEXTS } from '../../../contract/texts/private-link.ts';
import { privatePage } from './page.ts';
import type { PrivatePageRequest } from './service.ts';

const site = {
  workshopName: 'Spaak',
  marketingUrl: 'https://spaak.amsterdam',
  stylesheet: undefined,
  address: 'Lemelerbergweg 48, 1101AM Amsterdam',
  phone: '020 123 4567',
};

const at = new Date('2026-11-27T10:00:00Z');

/** A request of one bike at `stage` (null: not approved yet), planned for 1 December. */
const requestWith = (
  status: PrivatePageRequest['status'],
  stage: BikeStage | null,
  deliveryType: PrivatePageRequest['deliveryType'] = 'workshop',
): PrivatePageRequest => ({
  id: 7,
  reference: '#SR-2026-007',
  firstName: 'Sanne',
  createdAt: at,
  status,
  cancelled: false,
  deliveryType,
  language: 'nl',
  bikes: [
    {
      id: 11,
      position: 1,
      brand: 'Gazelle',
      model: 'Ultimate C8',
      stage,
      plannedDate: stage ? '2026-12-01' : null,
      timeline: stage ? [{ stage, at }] : [],
    },
  ],
});

const page = (request: PrivatePageRequest, language: 'nl' | 'en' = 'nl') =>
  privatePage({ site, language, request, actions: [] });

describe('what happens next on the private page', () => {
  const next = PRIVATE_LINK_TEXTS.nl.nextStep;
  it.each([
    ['pending', requestWith('pending', null), next.pending],
    ['rejected', requestWith('rejected', null), next.rejected],
    [
      'cancelled by the customer',
      { ...requestWith('rejected', null), cancelled: true },
      next.cancelled,
    ],
    ['approved, no stage yet', requestWith('approved', null), next.toBePlanned],
    [
      'planned at the workshop',
      requestWith('approved', 'planned'),
      next.plannedAtWorkshop('dinsdag 1 december 2026'),
    ],
    [
      'a visit planned on location',
      requestWith('approved', 'planned', 'on_location'),
      next.plannedOnLocation('dinsdag 1 december 2026'),
    ],
    ['in repair', requestWith('approved', 'in_repair'), next.in_repair],
    ['waiting for parts', requestWith('approved', 'waiting_for_parts'), next.waiting_for_parts],
    [
      'waiting for the customer',
      requestWith('approved', 'waiting_for_customer'),
      next.waiting_for_customer,
    ],
    ['ready at the workshop', requestWith('approved', 'ready'), next.readyAtWorkshop],
    ['ready on location', requestWith('approved', 'ready', 'on_location'), next.readyOnLocation],
    ['done', requestWith('approved', 'done'), next.done],
  ])('says one sentence when %s', (_situation, request, sentence) => {
    expect(page(request)).toContain(sentence);
  });

  it('names the planned visit on location, and the ready date, in the facts', () => {
    expect(page(requestWith('approved', 'planned', 'on_location'))).toContain(
      'Bezoek gepland op</dt><dd class="text-gray-900 break-words">dinsdag 1 december 2026',
    );
    expect(page(requestWith('approved', 'ready'), 'en')).toContain(
      'Ready since</dt><dd class="text-gray-900 break-words">27 November 2026',
    );
  });

  it('escapes what the customer wrote', () => {
    const request = requestWith('pending', null);
    request.firstName = '<b>Sanne</b>';
    request.bikes[0] = { ...request.bikes[0], brand: '<script>x</script>' } as never;
    const html = page(request);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Sanne');
  });
});
