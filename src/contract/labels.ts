import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { text } from './fields.ts';

/** The ten swatches the label editor offers next to its colour picker. */
export const LABEL_PRESET_COLORS = [
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#16a34a',
  '#0d9488',
  '#0284c7',
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#4b5563',
] as const;

/**
 * The colour a new label starts with: the first swatch no label wears yet, so labels stay
 * apart at a glance; the first swatch once all ten are taken.
 */
export function firstUnusedPresetColor(usedColors: readonly string[]) {
  const used = new Set(usedColors.map((color) => color.toLowerCase()));
  return LABEL_PRESET_COLORS.find((color) => !used.has(color)) ?? LABEL_PRESET_COLORS[0];
}

export const LABEL_MESSAGES = {
  nameTaken: 'Er bestaat al een label met deze naam',
} as const;

const labelFields = {
  name: text({ error: inputMessage('labelNameRequired') })
    .trim()
    .min(1, inputMessage('labelNameRequired'))
    .max(50, inputMessage('tooLong')),
  color: z
    .string({ error: inputMessage('labelColorRequired') })
    .trim()
    .min(1, inputMessage('labelColorRequired'))
    .regex(/^#[0-9a-fA-F]{6}$/, inputMessage('labelColorInvalid'))
    .transform((value) => value.toLowerCase()),
  description: text()
    .trim()
    .max(300, inputMessage('tooLong'))
    .nullish()
    .transform((value) => value || null),
};

export const labelInputSchema = z.strictObject(labelFields);
export type LabelInput = z.input<typeof labelInputSchema>;

/** Either new name, colour and description, or only the active switch. */
export const labelPatchSchema = z.union([
  z.strictObject(labelFields),
  z.strictObject({ isActive: z.boolean() }),
]);

export const labelSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.date(),
});
export type Label = z.infer<typeof labelSchema>;
