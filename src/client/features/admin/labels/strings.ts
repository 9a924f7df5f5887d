import type { LABEL_PRESET_COLORS } from '../../../../contract/labels.ts';
import { defineTexts } from '../../../lib/language.ts';

/**
 * The Labels tab's texts in Dutch; English in `strings.en.ts`. The English texts
 * docs/product.md#texts fixes ('No labels yet', 'Disabled', 'Failed to create label', …) are the
 * English versions, translated here (src/contract/spec-texts.ts). The form's own messages come
 * from the contract.
 */
const DUTCH = {
  title: 'Labels',
  intro: 'Labels markeren serviceverzoeken, bijvoorbeeld "Spoed" of "Wacht op onderdelen".',
  create: 'Nieuw label',
  listLabel: 'Labels',
  loading: 'Labels laden…',
  loadFailed: 'Kan labels niet ophalen',
  empty: 'Nog geen labels',
  emptyHint: 'Maak het eerste label met "Nieuw label".',
  disabled: 'Uitgeschakeld',
  noDescription: 'Geen omschrijving',
  enable: 'Inschakelen',
  disable: 'Uitschakelen',
  /** 'Label Spoed bewerken'. */
  actionOn: (action: string, name: string) => `Label ${name} ${action.toLowerCase()}`,
  edit: 'Bewerken',
  delete: 'Verwijderen',

  createTitle: 'Label aanmaken',
  editTitle: (name: string) => `Label ${name} bewerken`,
  formDescription: 'Een label heeft een naam en een kleur; de omschrijving is optioneel.',
  name: 'Naam',
  color: 'Kleur',
  colorHint: 'Een hexcode zoals #2563eb, of kies met de kleurkiezer of een van de vaste kleuren.',
  colorPicker: 'Kleurkiezer',
  presets: 'Vaste kleuren',
  presetColor: (name: string, hex: string) => `${name} (${hex})`,
  description: 'Omschrijving',
  save: 'Opslaan',
  saving: 'Opslaan…',

  deleteTitle: 'Label verwijderen?',
  deleteText: (name: string) =>
    `Het label "${name}" wordt van alle serviceverzoeken gehaald. Dit kan niet ongedaan worden gemaakt.`,

  created: 'Label aangemaakt',
  updated: 'Label bijgewerkt',
  enabled: 'Label ingeschakeld',
  disabledDone: 'Label uitgeschakeld',
  deleted: 'Label verwijderd',
  createFailed: 'Kan label niet aanmaken',
  updateFailed: 'Kan label niet bijwerken',
  deleteFailed: 'Kan label niet verwijderen',
  errorTitle: 'Fout',

  /** The preset swatches' names, so that a screen reader says more than a hex code. */
  presetColors: {
    '#dc2626': 'Rood',
    '#ea580c': 'Oranje',
    '#ca8a04': 'Geel',
    '#16a34a': 'Groen',
    '#0d9488': 'Blauwgroen',
    '#0284c7': 'Hemelsblauw',
    '#2563eb': 'Blauw',
    '#7c3aed': 'Violet',
    '#db2777': 'Roze',
    '#4b5563': 'Grijs',
  } satisfies Record<(typeof LABEL_PRESET_COLORS)[number], string>,
} as const;

export type LabelsTextTable = typeof DUTCH;

export const LABELS_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
