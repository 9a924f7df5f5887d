import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE_METADATA_PATH, phoneMetadataText } from '../../scripts/phone-metadata.ts';
import { formatPhone, isValidPhone, toE164 } from './phone-number.ts';

describe('toE164', () => {
  it.each([
    ['+31 612345678', '+31612345678'],
    ['+31 0612345678', '+31612345678'],
    ['+31 (0)6 12 34 56 78', '+31612345678'],
    ['06-12345678', '+31612345678'],
    ['020 123 4567', '+31201234567'],
    ['0031 6 1234 5678', '+31612345678'],
    ['+32 470 12 34 56', '+32470123456'],
    ['+32 0470 12 34 56', '+32470123456'],
    ['+49 030 1234567', '+49301234567'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+44 07911 123456', '+447911123456'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['+31 +32 470 12 34 56', '+32470123456'],
  ])('reads %s as %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    '',
    '12',
    'bel me niet',
    'bel 0612345678',
    '+31 6 1234 5678 9012 345',
    '+0612345678',
    '+31 12345678',
    '+33 12345678',
    '+1 123 456 7890',
    '+39 06 1234 5678',
  ])('refuses %j, which is no number in a country the forms offer', (typed) => {
    expect(toE164(typed)).toBeUndefined();
    expect(isValidPhone(typed)).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows a number stored in E.164 the international way', () => {
    expect(formatPhone('+31612345678')).toBe('+31 6 12345678');
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
  });

  it('shows a number stored as typed before E.164 the same way', () => {
    expect(formatPhone('+31 612345678')).toBe('+31 6 12345678');
    expect(formatPhone('06-12345678')).toBe('+31 6 12345678');
  });

  it('shows a number it cannot read as it was stored', () => {
    expect(formatPhone('+31 12345678')).toBe('+31 12345678');
  });
});

describe('the phone metadata', () => {
  it('is the installed library’s metadata for the offered calling codes', () => {
    expect(readFileSync(PHONE_METADATA_PATH, 'utf8')).toBe(phoneMetadataText());
  });
});
