import { describe, expect, it } from 'vitest';
import INPUT_TEXTS_EN from '../../../../contract/errors/input-en.ts';
import { INPUT_TEXTS_NL } from '../../../../contract/errors/input-nl.ts';
import {
  type BikeFacts,
  bikeFactRows,
  emptyBikeFacts,
  toBikeFactsInput,
} from '../../../lib/bike-facts.ts';
import { emptyBike, type SimpleBike, validateBike } from './simple-bike.tsx';
import INTAKE_EN from './strings.en.ts';
import { INTAKE_TEXTS } from './strings.ts';

const eBikeOnLease = (): BikeFacts => ({
  ...emptyBikeFacts(),
  isEBike: true,
  driveSystem: 'Bosch',
  errorCode: 'E010',
  batterySerial: 'BAT-123',
  isLease: true,
  leaseCompany: 'Lease a Bike',
  contractNumber: 'LAB-2026-77',
});

const bikeWith = (facts: BikeFacts): SimpleBike => ({
  ...emptyBike(),
  brand: 'Gazelle',
  frameNumber: 'GZ-1',
  issueDescription: 'De motor valt uit bij het optrekken.',
  facts,
});

const dutch = { intake: INTAKE_TEXTS.dutch, input: INPUT_TEXTS_NL };
const english = { intake: INTAKE_EN, input: INPUT_TEXTS_EN };

describe('the e-bike and lease facts of a bike', () => {
  it('sends neither for questions left open, for two Nee, or for a draft from before them', () => {
    expect(toBikeFactsInput(undefined)).toEqual({});
    expect(toBikeFactsInput(emptyBikeFacts())).toEqual({});
    expect(toBikeFactsInput({ ...eBikeOnLease(), isEBike: false, isLease: false })).toEqual({});
  });

  it('sends the e-bike and the lease facts after a Ja, by the names chosen', () => {
    expect(toBikeFactsInput(eBikeOnLease())).toEqual({
      eBike: { driveSystem: 'Bosch', errorCode: 'E010', batterySerial: 'BAT-123' },
      lease: { company: 'Lease a Bike', contractNumber: 'LAB-2026-77' },
    });
  });

  it("sends the customer's own words for 'Overig'", () => {
    const facts = {
      ...eBikeOnLease(),
      driveSystem: 'overig',
      customDriveSystem: 'Pendix',
      leaseCompany: 'overig',
      customLeaseCompany: 'Fietsplan BV',
    };
    expect(toBikeFactsInput(facts)).toMatchObject({
      eBike: { driveSystem: 'Pendix' },
      lease: { company: 'Fietsplan BV' },
    });
  });

  it('keeps the answers behind a Nee, so a Ja again finds them, but sends only the other', () => {
    const facts = { ...eBikeOnLease(), isEBike: false };
    expect(toBikeFactsInput(facts)).toEqual({
      lease: { company: 'Lease a Bike', contractNumber: 'LAB-2026-77' },
    });
    expect(toBikeFactsInput({ ...facts, isEBike: true }).eBike?.errorCode).toBe('E010');
  });

  it("names each fact's problem under its field, in the page's language", () => {
    const bad = bikeWith({
      ...eBikeOnLease(),
      driveSystem: 'overig',
      customDriveSystem: ' ',
      errorCode: 'E010!',
      batterySerial: 'X'.repeat(41),
      leaseCompany: '',
      contractNumber: '',
    });
    expect(validateBike(bad, dutch)).toEqual({
      'eBike.driveSystem': INPUT_TEXTS_NL.driveSystemRequired,
      'eBike.errorCode': INPUT_TEXTS_NL.errorCodeInvalid,
      'eBike.batterySerial': INPUT_TEXTS_NL.batterySerialInvalid,
      'lease.company': INPUT_TEXTS_NL.leaseCompanyRequired,
      'lease.contractNumber': INPUT_TEXTS_NL.contractNumberRequired,
    });
    expect(validateBike(bad, english)['lease.contractNumber']).toBe(
      INPUT_TEXTS_EN.contractNumberRequired,
    );
  });

  it('finds nothing wrong with a bad code behind a Nee, as it is not sent', () => {
    const hidden = bikeWith({ ...eBikeOnLease(), errorCode: 'E010!', isEBike: false });
    expect(validateBike(hidden, dutch)).toEqual({});
  });

  it("checks the facts with the wizard's bike step, which names them by their group", () => {
    const bad = bikeWith({ ...eBikeOnLease(), contractNumber: '' });
    expect(validateBike(bad, dutch, ['brand', 'lease'])).toEqual({
      'lease.contractNumber': INPUT_TEXTS_NL.contractNumberRequired,
    });
    expect(validateBike(bad, dutch, ['brand'])).toEqual({});
  });

  it('shows the review the facts that are sent, an open optional one as empty', () => {
    const rows = bikeFactRows(
      { ...eBikeOnLease(), batterySerial: '' },
      INTAKE_TEXTS.dutch.bikeFacts,
    );
    expect(rows).toEqual([
      ['Aandrijfsysteem', 'Bosch'],
      ['Foutcode op het display', 'E010'],
      ['Serienummer van de accu', ''],
      ['Leasemaatschappij', 'Lease a Bike'],
      ['Contractnummer', 'LAB-2026-77'],
    ]);
    expect(bikeFactRows(emptyBikeFacts(), INTAKE_TEXTS.dutch.bikeFacts)).toEqual([]);
  });
});
