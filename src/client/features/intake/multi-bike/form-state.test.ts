import { afterEach, describe, expect, it, vi } from 'vitest';
import { INPUT_TEXTS_NL } from '../../../../contract/errors/input-nl.ts';
import {
  multiBikeSteps,
  serviceRequestSubmissionSchema,
} from '../../../../contract/service-requests/submission.ts';
import { emptyBikeFacts } from '../../../lib/bike-facts.ts';
import {
  createBike,
  createDraft,
  type MultiBikeDraft,
  stepOfField,
  toSubmission,
  validateStep,
  withSameAddress,
} from './form-state.ts';

const address = (street: string, postcode: string, houseNumber: string) => ({
  postcode,
  houseNumber,
  addition: '',
  street,
  city: 'Amsterdam',
  manual: false,
});

const filled = (): MultiBikeDraft => ({
  ...createDraft(),
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.nl',
  phoneNumber: '612345678',
  billing: address('Amstel', '1011 pn', '1'),
  bikeLocation: address('Lemelerbergweg', '1101AM', '48'),
  bikes: [
    { ...createBike(), brand: 'gazelle', model: 'C8', issueDescription: 'Remmen piepen hard.' },
    {
      ...createBike(),
      brand: 'overig',
      customBrand: 'Stevens',
      model: 'E-Courier',
      mileage: '1200',
      issueDescription: 'Band steeds lek.',
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the multi-bike form state', () => {
  it('starts on on_location, private, +31 and one empty bike, with nothing sent yet', () => {
    const a = createDraft();
    expect(a).toMatchObject({
      deliveryType: 'on_location',
      customerType: 'private',
      phoneCode: '+31',
    });
    expect(a.bikes).toHaveLength(1);
    expect(a.lastSent).toBeUndefined();
  });

  it('starts a draft over plain HTTP on a LAN address, where crypto.randomUUID does not exist', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const draft = createDraft();
    expect(draft.bikes[0]?.key).not.toBe(createBike().key);
  });

  it('builds a submission the contract accepts: custom brand, "code number" phone, full name', () => {
    const submission = toSubmission(filled());
    expect(submission).toMatchObject({
      fullName: 'Anna de Vries',
      phone: '+31 612345678',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Lemelerbergweg',
      bikes: [
        { brand: 'Gazelle', model: 'C8', serviceType: 'maintenance' },
        { brand: 'Stevens', model: 'E-Courier', mileage: 1200, serviceType: 'maintenance' },
      ],
    });
    expect(serviceRequestSubmissionSchema.safeParse(submission).success).toBe(true);
  });

  it('leaves the bike location out for workshop service', () => {
    const submission = toSubmission({ ...filled(), deliveryType: 'workshop' });
    expect(submission).not.toHaveProperty('bikeLocationStreet');
  });

  it('gates step 1 on the bike location only for on_location', () => {
    const draft = { ...filled(), bikeLocation: address('', '', '') };
    expect(validateStep(multiBikeSteps, 1, draft, INPUT_TEXTS_NL)).toMatchObject({
      bikeLocationStreet: INPUT_TEXTS_NL.bikeLocationRequired,
      bikeLocationHouseNumber: INPUT_TEXTS_NL.bikeLocationRequired,
    });
    expect(
      validateStep(multiBikeSteps, 1, { ...draft, deliveryType: 'workshop' }, INPUT_TEXTS_NL),
    ).toEqual({});
  });

  it('gates step 2 on the contract messages, the house number and a business name', () => {
    const errors = validateStep(
      multiBikeSteps,
      2,
      { ...createDraft(), deliveryType: 'workshop' },
      INPUT_TEXTS_NL,
    );
    expect(errors).toMatchObject({
      firstName: INPUT_TEXTS_NL.firstNameRequired,
      email: INPUT_TEXTS_NL.emailInvalid,
      phone: INPUT_TEXTS_NL.phoneTooShort,
      houseNumber: INPUT_TEXTS_NL.houseNumberRequired,
      postalCode: INPUT_TEXTS_NL.postalCodeRequired,
    });
    expect(
      validateStep(multiBikeSteps, 2, { ...filled(), customerType: 'business' }, INPUT_TEXTS_NL),
    ).toEqual({
      companyName: INPUT_TEXTS_NL.companyNameRequired,
    });
    // The number alone must be long enough: the country code does not count.
    expect(
      validateStep(multiBikeSteps, 2, { ...filled(), phoneNumber: '6123' }, INPUT_TEXTS_NL),
    ).toHaveProperty('phone');
  });

  it('gates step 3 on every bike, the typed brand for Overig and a whole mileage', () => {
    const draft = filled();
    const [first, second] = draft.bikes as [MultiBikeDraft['bikes'][0], MultiBikeDraft['bikes'][0]];
    expect(validateStep(multiBikeSteps, 3, draft, INPUT_TEXTS_NL)).toEqual({});
    const errors = validateStep(
      multiBikeSteps,
      3,
      {
        ...draft,
        bikes: [
          { ...first, issueDescription: 'kort' },
          { ...second, customBrand: ' ', mileage: '12.5' },
        ],
      },
      INPUT_TEXTS_NL,
    );
    expect(errors).toEqual({
      'bikes.0.issueDescription': INPUT_TEXTS_NL.issueTooShort,
      'bikes.1.brand': INPUT_TEXTS_NL.brandRequired,
      'bikes.1.mileage': INPUT_TEXTS_NL.mileagePositive,
    });
  });

  it("sends a bike's e-bike and lease facts after a Ja and gates step 3 on them per bike", () => {
    const draft = filled();
    const [first, second] = draft.bikes as [MultiBikeDraft['bikes'][0], MultiBikeDraft['bikes'][0]];
    const facts = {
      ...emptyBikeFacts(),
      isEBike: true,
      driveSystem: 'overig',
      customDriveSystem: 'Pendix',
      errorCode: 'E 503',
      isLease: true,
      leaseCompany: 'Athlon',
      contractNumber: 'ATH/2026/1',
    };
    const withFacts = { ...draft, bikes: [first, { ...second, facts }] };
    expect(validateStep(multiBikeSteps, 3, withFacts, INPUT_TEXTS_NL)).toEqual({});
    const [sentFirst, sentSecond] = toSubmission(withFacts).bikes;
    expect(sentFirst).not.toHaveProperty('eBike');
    expect(sentFirst).not.toHaveProperty('lease');
    expect(sentSecond).toMatchObject({
      eBike: { driveSystem: 'Pendix', errorCode: 'E 503', batterySerial: '' },
      lease: { company: 'Athlon', contractNumber: 'ATH/2026/1' },
    });
    expect(serviceRequestSubmissionSchema.safeParse(toSubmission(withFacts)).success).toBe(true);

    const bad = {
      ...draft,
      bikes: [first, { ...second, facts: { ...facts, contractNumber: '' } }],
    };
    expect(validateStep(multiBikeSteps, 3, bad, INPUT_TEXTS_NL)).toEqual({
      'bikes.1.lease.contractNumber': INPUT_TEXTS_NL.contractNumberRequired,
    });
  });

  it('reads a mileage written with Dutch thousands separators ("1.500", "1 500") as 1500 km, and still refuses a decimal comma', () => {
    const withMileage = (mileage: string) => {
      const draft = filled();
      return { ...draft, bikes: draft.bikes.map((bike) => ({ ...bike, mileage })) };
    };
    for (const typed of ['1.500', '1 500', '12.500', '250 000']) {
      const draft = withMileage(typed);
      expect(validateStep(multiBikeSteps, 3, draft, INPUT_TEXTS_NL), typed).toEqual({});
      expect(toSubmission(draft).bikes[0]?.mileage, typed).toBe(Number(typed.replace(/\D/g, '')));
    }
    for (const typed of ['1,5', '1,500', '1.5', '15.00', '1..500', '.500']) {
      expect(
        validateStep(multiBikeSteps, 3, withMileage(typed), INPUT_TEXTS_NL),
        typed,
      ).toMatchObject({
        'bikes.0.mileage': INPUT_TEXTS_NL.mileagePositive,
      });
    }
  });
});

describe('stepOfField', () => {
  it('names the first step that asks for a field the server refused', () => {
    expect(stepOfField('deliveryType')).toBe(1);
    expect(stepOfField('bikeLocationCity')).toBe(1);
    expect(stepOfField('phone')).toBe(2);
    expect(stepOfField('postalCode')).toBe(2);
    expect(stepOfField('bikes.0.brand')).toBe(3);
  });
});

describe('withSameAddress', () => {
  it('keeps the billing address equal to the bike location while it is taken from it', () => {
    const draft = withSameAddress({
      ...filled(),
      deliveryType: 'on_location',
      sameAddress: 'billing-is-bike-location',
      bikeLocation: address('Lemelerbergweg', '1101AM', '48'),
    });
    expect(toSubmission(draft)).toMatchObject({
      street: 'Lemelerbergweg',
      postalCode: '1101AM',
      bikeLocationStreet: 'Lemelerbergweg',
    });
  });

  it('keeps the bike location equal to the billing address while it is taken from it', () => {
    const draft = withSameAddress({
      ...filled(),
      deliveryType: 'on_location',
      sameAddress: 'bike-location-is-billing',
      billing: address('Prinsengracht', '1016GV', '263'),
    });
    expect(toSubmission(draft)).toMatchObject({
      street: 'Prinsengracht',
      bikeLocationStreet: 'Prinsengracht',
      bikeLocationHouseNumber: '263',
    });
  });

  it('ends the link for workshop service, which has no bike location, keeping the billing address', () => {
    const billing = address('Prinsengracht', '1016GV', '263');
    const draft = withSameAddress({
      ...filled(),
      deliveryType: 'workshop',
      sameAddress: 'billing-is-bike-location',
      billing,
    });
    expect(draft.sameAddress).toBeUndefined();
    expect(draft.billing).toEqual(billing);
  });
});
