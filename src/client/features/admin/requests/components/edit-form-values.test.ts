import { describe, expect, it } from 'vitest';
import type { RequestItem } from '../api/list-service-requests.ts';
import { emptyBike, submissionOf, valuesOf } from './edit-form-values.ts';

const E_BIKE = { driveSystem: 'Eigen merk motor', errorCode: 'E503', batterySerial: 'BAT-77' };
const LEASE = { company: 'Fietsplan Noord', contractNumber: 'LC-2024-8817' };

// Only what the form reads of a request; the rest of the answer plays no part here.
const request = {
  customerType: 'private',
  deliveryType: 'workshop',
  bikes: [
    { id: 7, brand: 'Gazelle', issueDescription: 'Accu laadt niet.', eBike: E_BIKE, lease: LEASE },
    { id: 8, brand: 'Batavus', issueDescription: 'Band lek.' },
  ],
} as unknown as RequestItem;

describe("the edit form's e-bike and lease facts", () => {
  it('sends a stored e-bike and lease unchanged, names missing from the lists included', () => {
    const [leased, plain] = submissionOf(valuesOf(request)).bikes;
    expect(leased).toMatchObject({ eBike: E_BIKE, lease: LEASE });
    expect(plain?.eBike).toBeUndefined();
    expect(plain?.lease).toBeUndefined();
  });

  it("sends a stored name that reads like the 'Overig' option back unchanged", () => {
    const typedOverig = {
      ...request,
      bikes: [{ ...request.bikes[0], lease: { ...LEASE, company: 'overig' } }],
    };
    const [bike] = submissionOf(valuesOf(typedOverig as RequestItem)).bikes;
    expect(bike?.lease).toEqual({ ...LEASE, company: 'overig' });
  });

  it('leaves the facts out once answered no, and sends them again when answered yes', () => {
    const values = valuesOf(request);
    const [bike] = values.bikes;
    if (!bike) throw new Error('the request has a bike');
    const answeredNo = {
      ...values,
      bikes: [{ ...bike, facts: { ...bike.facts, isEBike: false, isLease: false } }],
    };
    const sentAfterNo = submissionOf(answeredNo).bikes[0];
    expect(sentAfterNo).not.toHaveProperty('eBike');
    expect(sentAfterNo).not.toHaveProperty('lease');
    const answeredYesAgain = {
      ...values,
      bikes: [{ ...bike, facts: { ...bike.facts, isEBike: true, isLease: true } }],
    };
    expect(submissionOf(answeredYesAgain).bikes[0]).toMatchObject({ eBike: E_BIKE, lease: LEASE });
  });

  it('gives a bike added in the form neither', () => {
    const bike = emptyBike();
    expect(bike.facts).toMatchObject({ isEBike: false, isLease: false });
    expect(submissionOf({ ...valuesOf(request), bikes: [bike] }).bikes[0]?.eBike).toBeUndefined();
  });
});
