import { Check } from 'lucide-react';
import { LABEL_PRESET_COLORS } from '../../../../../contract/labels.ts';
import type { FormControlProps } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useTexts } from '../../../../lib/language.ts';
import { LABELS_TEXTS } from '../strings.ts';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A colour as a hex code, chosen by typing it, with the browser's colour picker or with one of the
 * ten preset swatches (docs/product.md#labels-tab). The picker always holds a colour, so the code
 * field is what can be left empty (and is then refused: 'Color is required').
 */
export function ColorField({
  control,
  value,
  onChange,
}: {
  control: FormControlProps;
  value: string;
  onChange: (color: string) => void;
}) {
  const t = useTexts(LABELS_TEXTS);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t.colorPicker}
          value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1"
        />
        <Input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="#2563eb"
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm text-gray-700">{t.presets}</legend>
        <div className="flex flex-wrap gap-2">
          {LABEL_PRESET_COLORS.map((preset) => {
            const chosen = value.toLowerCase() === preset;
            return (
              <button
                key={preset}
                type="button"
                aria-label={t.presetColor(t.presetColors[preset], preset)}
                aria-pressed={chosen}
                onClick={() => onChange(preset)}
                className={cn(
                  'flex size-11 items-center justify-center rounded-full border-2',
                  'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
                  chosen ? 'border-gray-900' : 'border-white shadow-[0_0_0_1px_#d1d5db]',
                )}
                style={{ backgroundColor: preset }}
              >
                {chosen ? <Check className="size-5 text-white" aria-hidden="true" /> : null}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
