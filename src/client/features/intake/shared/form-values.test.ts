import { describe, expect, it } from 'vitest';
import { joinPhone } from './form-values.ts';

describe('joinPhone', () => {
  it.each([
    ['612345678', '+31 612345678'],
    ['06 12345678', '+31 6 12345678'],
    ['0612345678', '+31 612345678'],
    ['+31612345678', '+31 612345678'],
    ['+31 6 12345678', '+31 6 12345678'],
    ['0031 612345678', '+31 612345678'],
    ['+31 (0)6 12345678', '+31 6 12345678'],
    ['  020 1234567 ', '+31 20 1234567'],
  ])(
    'sends the Dutch number "%s" as %s, without the code typed again or the trunk 0',
    (typed, sent) => {
      expect(joinPhone('+31', typed)).toBe(sent);
    },
  );

  it('keeps a leading digit that is no trunk prefix, as in North America', () => {
    expect(joinPhone('+1', '0123456789')).toBe('+1 0123456789');
    expect(joinPhone('+1', '+1 415 5550100')).toBe('+1 415 5550100');
  });

  it('is empty without a number, so the field counts as not filled in', () => {
    expect(joinPhone('+31', '   ')).toBe('');
    expect(joinPhone('+31', '0')).toBe('');
    expect(joinPhone('+49', '+49')).toBe('');
  });
});
