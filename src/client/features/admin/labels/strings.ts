import type { LABEL_PRESET_COLORS } from '../../../../contract/labels.ts';
import { defineTexts } from '../../../lib/language.ts';

/**
 * The Labels tab's texts. Quoted exactly where docs/product.md#texts gives them ('No labels yet',
 * 'Disabled', 'Failed to create label' and its equivalents); the rest is in the same English.
 * The form's own messages ('Name is required', 'Color is required') come from the contract.
 * English in `strings.en.ts`.
 */
const DUTCH = {
  title: 'Labels',
  intro: 'Labels mark service requests, for example "Urgent" or "Waiting for parts".',
  create: 'New label',
  listLabel: 'Labels',
  loading: 'Loading labels…',
  loadFailed: 'Failed to fetch labels',
  empty: 'No labels yet',
  emptyHint: 'Create the first label with "New label".',
  disabled: 'Disabled',
  noDescription: 'No description',
  enable: 'Enable',
  disable: 'Disable',
  actionOn: (action: string, name: string) => `${action} ${name}`,
  edit: 'Edit',
  delete: 'Delete',

  createTitle: 'Create label',
  editTitle: (name: string) => `Edit label ${name}`,
  formDescription: 'A label needs a name and a colour; the description is optional.',
  name: 'Name',
  color: 'Color',
  colorHint: 'A hex code such as #2563eb, or choose with the picker or a swatch.',
  colorPicker: 'Color picker',
  presets: 'Preset colors',
  presetColor: (name: string, hex: string) => `${name} (${hex})`,
  description: 'Description',
  save: 'Save',
  saving: 'Saving…',

  deleteTitle: 'Delete label?',
  deleteText: (name: string) =>
    `The label "${name}" will be removed from all service requests. This cannot be undone.`,

  created: 'Label created',
  updated: 'Label updated',
  enabled: 'Label enabled',
  disabledDone: 'Label disabled',
  deleted: 'Label deleted',
  createFailed: 'Failed to create label',
  updateFailed: 'Failed to update label',
  deleteFailed: 'Failed to delete label',
  errorTitle: 'Fout',

  /** The preset swatches' names, so that a screen reader says more than a hex code. */
  presetColors: {
    '#dc2626': 'Red',
    '#ea580c': 'Orange',
    '#ca8a04': 'Yellow',
    '#16a34a': 'Green',
    '#0d9488': 'Teal',
    '#0284c7': 'Sky blue',
    '#2563eb': 'Blue',
    '#7c3aed': 'Violet',
    '#db2777': 'Pink',
    '#4b5563': 'Grey',
  } satisfies Record<(typeof LABEL_PRESET_COLORS)[number], string>,
} as const;

export type LabelsTextTable = typeof DUTCH;

export const LABELS_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
