import { describe, expect, it } from 'vitest';
import { firstUnusedPresetColor, LABEL_PRESET_COLORS } from './labels.ts';

describe('the colour a new label starts with', () => {
  it('is the first swatch no label wears, whatever the letter case of the worn ones', () => {
    expect(firstUnusedPresetColor([])).toBe('#dc2626');
    expect(firstUnusedPresetColor(['#DC2626', '#123456'])).toBe('#ea580c');
  });

  it('is the first swatch again once all ten are worn', () => {
    expect(firstUnusedPresetColor(LABEL_PRESET_COLORS)).toBe('#dc2626');
  });
});
