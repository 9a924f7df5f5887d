import { describe, expect, it } from 'vitest';
import { customerStepSchema, deliveryStepSchema } from './submission.ts';

const customer = {
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.nl',
  phone: '+31 612345678',
  street: 'Kerkstraat',
  houseNumber: '5',
  postalCode: '1017 AB',
  city: 'Amsterdam',
};

const messagesOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) =>
  (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);

describe('the billing postcode', () => {
  it.each(['12345', 'abc', '1017', '1017 A', 'AB 1017'])(
    'refuses %j as no Dutch postcode',
    (postalCode) => {
      const result = customerStepSchema.safeParse({ ...customer, postalCode });
      expect(messagesOf(result, 'postalCode')).toEqual(['postcodeInvalid']);
    },
  );

  it.each([
    ['1017 AB', '1017AB'],
    ['1017ab', '1017AB'],
    [' 1017  ab ', '1017AB'],
  ])('accepts %j and stores it as %s', (postalCode, stored) => {
    expect(customerStepSchema.parse({ ...customer, postalCode }).postalCode).toBe(stored);
  });

  it('asks for an empty postcode with the spec’s words, not as an invalid one', () => {
    const result = customerStepSchema.safeParse({ ...customer, postalCode: ' ' });
    expect(messagesOf(result, 'postalCode')).toEqual(['postalCodeRequired']);
  });
});

describe('the bike location’s postcode', () => {
  const delivery = {
    deliveryType: 'on_location',
    bikeLocationStreet: 'Dorpsweg',
    bikeLocationHouseNumber: '1',
    bikeLocationCity: 'Utrecht',
  };

  it.each(['12345', 'abc', '1017'])('refuses %j as no Dutch postcode', (bikeLocationPostcode) => {
    const result = deliveryStepSchema.safeParse({ ...delivery, bikeLocationPostcode });
    expect(messagesOf(result, 'bikeLocationPostcode')).toEqual(['postcodeInvalid']);
  });

  it('accepts 3511ab and stores it as 3511AB', () => {
    const parsed = deliveryStepSchema.parse({ ...delivery, bikeLocationPostcode: '3511ab' });
    expect(parsed.bikeLocationPostcode).toBe('3511AB');
  });

  it('leaves an empty one to the rule that asks for the address', () => {
    expect(deliveryStepSchema.safeParse({ ...delivery, bikeLocationPostcode: '' }).success).toBe(
      true,
    );
  });
});

describe('the phone number', () => {
  it.each([
    ['+31 612345678', '+31612345678'],
    ['+31 06 12 34 56 78', '+31612345678'],
    ['+32 470 12 34 56', '+32470123456'],
    ['+49 30 1234567', '+49301234567'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+44 7911 123456', '+447911123456'],
    ['+1 212 555 0100', '+12125550100'],
  ])('accepts %j for its country code and stores it as %s', (phone, stored) => {
    expect(customerStepSchema.parse({ ...customer, phone }).phone).toBe(stored);
  });

  it.each([
    ['+31 12345678', 'phoneInvalid'],
    ['+33 12345678', 'phoneInvalid'],
    ['+1 123 456 7890', 'phoneInvalid'],
    ['+31 6123', 'phoneTooShort'],
    ['+31 06-1234abcd', 'phoneCharacters'],
  ])('refuses %j with one message, %s', (phone, message) => {
    const result = customerStepSchema.safeParse({ ...customer, phone });
    expect(messagesOf(result, 'phone')).toEqual([message]);
  });
});
