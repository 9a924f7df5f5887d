import type { EmailTemplateStatus } from '../../../../contract/email-templates.ts';
import type { Language } from '../../../../contract/language.ts';
import type { OutgoingEmailStatus } from '../../../../contract/outgoing-emails.ts';
import { STAGE_NAMES_NL } from '../../../../contract/service-requests/stage-names.ts';
import { defineTexts } from '../../../lib/language.ts';

/**
 * The e-mail templates tab's texts. Quoted exactly where docs/product.md#texts gives them; the
 * rest is plain Dutch for the workshop's staff. English in `strings.en.ts`.
 */
const DUTCH = {
  title: 'E-mail Templates',
  description:
    'De e-mails die klanten krijgen bij elke stap. Een status zonder actieve template verstuurt geen e-mail.',
  listLabel: 'Statussen',
  // Phrases, not the single words 'Aanvraag' and 'Reparatie', which Dutch mails and
  // notifications also hold: a page in English tells its own words from the data by them.
  requestGroup: 'Over de aanvraag',
  repairGroup: 'Over de reparatie',
  repairTemplate: (stage: string) => `Reparatie: ${stage}`,
  repairGroupHint:
    'Per fiets: bij een nieuwe fase, een latere datum 5 minuten nadat die is gewijzigd, en elke versie van een offerte.',
  status: {
    created: 'Aanvraag Ontvangen',
    approved_workshop: 'Goedgekeurd (werkplaats)',
    approved_on_location: 'Goedgekeurd (op locatie)',
    rejected: 'Afgewezen',
    scheduled: 'Afspraak Ingepland',
    cancelled_by_customer: 'Geannuleerd door klant',
    stage_in_repair: STAGE_NAMES_NL.in_repair,
    stage_waiting_for_parts: STAGE_NAMES_NL.waiting_for_parts,
    stage_waiting_for_customer: STAGE_NAMES_NL.waiting_for_customer,
    stage_ready: STAGE_NAMES_NL.ready,
    stage_done: STAGE_NAMES_NL.done,
    planned_date_later: 'Latere datum',
    quote_sent: 'Offerte verstuurd',
  } satisfies Record<EmailTemplateStatus, string>,
  active: 'Actief',
  inactive: 'Uitgeschakeld',
  noTemplate: 'Geen template',
  reasonsTitle: 'Per afwijzingsreden',
  reasonsHint: 'Zonder eigen template krijgt de klant de algemene afwijzingsmail.',
  reasonsFailed: 'Kan de afwijzingsredenen niet laden',
  select: (name: string) => `${name} bekijken`,
  loading: 'Templates laden…',
  loadFailed: 'Kan de templates niet laden',

  view: {
    subject: 'Onderwerp',
    content: 'Tekst',
    htmlOnly: 'Deze template wordt als HTML bewerkt: de teksteditor kan niet alle opmaak tonen.',
    languages: 'Taal van de e-mail',
    languageHint: {
      nl: 'Voor klanten die in het Nederlands aanvroegen.',
      en: 'Voor klanten die in het Engels aanvroegen. Zonder actieve Engelse template krijgen zij de Nederlandse.',
    } satisfies Record<Language, string>,
    none: {
      nl: 'Voor deze status is nog geen template. Zonder template wordt er geen e-mail verstuurd.',
      en: 'Voor deze status is nog geen Engelse template; klanten krijgen de Nederlandse.',
    } satisfies Record<Language, string>,
    noneForReason: {
      nl: 'Deze afwijzingsreden heeft geen eigen template; de algemene afwijzingsmail wordt gebruikt.',
      en: 'Deze afwijzingsreden heeft geen eigen Engelse template; de algemene Engelse afwijzingsmail wordt gebruikt.',
    } satisfies Record<Language, string>,
    edit: 'Template bewerken',
    create: 'Template aanmaken',
  },

  editor: {
    createTitle: (name: string, language: string) => `Template aanmaken: ${name} (${language})`,
    editTitle: (name: string, language: string) => `Template bewerken: ${name} (${language})`,
    description:
      'Klantgegevens worden veilig ingevuld; scripts en onveilige links worden verwijderd.',
    editTab: 'Bewerken',
    previewTab: 'Voorbeeld',
    subject: 'Onderwerp',
    content: 'Tekst van de e-mail',
    htmlContent: 'HTML-inhoud',
    htmlMode: 'HTML bewerken (geavanceerd)',
    htmlModeHint:
      'Voor wie de opmaak zelf in HTML wil schrijven. Onveilige onderdelen worden bij het opslaan verwijderd.',
    htmlOnly:
      'Deze template bevat opmaak die de teksteditor niet kan tonen (zoals een tabel, afbeelding of gekleurde tekst), dus hij blijft in HTML.',
    active: 'Actief (deze e-mail wordt verstuurd)',
    placeholders: 'Variabelen invoegen',
    placeholdersHint:
      'Een knop zet de variabele op de plek van de cursor, in het onderwerp of in de tekst. Bij het versturen wordt hij ingevuld.',
    insert: (name: string) => `${name} invoegen`,
    toolbar: {
      label: 'Opmaak',
      bold: 'Vet',
      italic: 'Cursief',
      heading: 'Kop',
      bulletList: 'Opsomming',
      orderedList: 'Genummerde lijst',
      undo: 'Ongedaan maken',
      redo: 'Opnieuw',
    },
    save: 'Opslaan',
    saving: 'Opslaan…',
    previewSubject: 'Onderwerp:',
    previewFrame: 'Voorbeeld van de e-mail',
    previewSample:
      'Voorbeeld met voorbeeldgegevens (Jan de Vries, aanvraag #1234) en de openingstijden ma 13:00-19:00, di-vr 09:00-19:00.',
    previewLoading: 'Voorbeeld maken…',
    previewFailed: 'Kan het voorbeeld niet maken',
    unknownPlaceholders: 'Onbekende variabelen (worden niet ingevuld):',
  },

  errorTitle: 'Fout',
  validationTitle: 'Validatiefout',
  createdTitle: 'Template opgeslagen',
  created: 'Email template is succesvol aangemaakt.',
  updatedTitle: 'Template bijgewerkt',
  updated: 'Email template is succesvol bijgewerkt.',
  createFailed: 'Kon template niet aanmaken',
  updateFailed: 'Kon template niet bijwerken',

  outbox: {
    title: 'Uitgaande e-mails',
    description:
      'Elke e-mail aan een klant, nieuwste eerst; een mislukte e-mail kan opnieuw worden verzonden.',
    filterLabel: 'Toon',
    filter: { all: 'Alle e-mails', failed: 'Alleen mislukte' },
    refresh: 'Vernieuwen',
    caption: 'Uitgaande e-mails, nieuwste eerst',
    columns: {
      recipient: 'Ontvanger',
      subject: 'Onderwerp',
      status: 'Status',
      attempts: 'Pogingen',
      lastError: 'Laatste fout',
      date: 'Aangemaakt',
      actions: 'Acties',
    },
    status: {
      queued: 'In wachtrij',
      sent: 'Verzonden',
      logged: 'Gelogd (geen SMTP)',
      failed: 'Mislukt',
    } satisfies Record<OutgoingEmailStatus, string>,
    resend: 'Opnieuw verzenden',
    resendLabel: (recipient: string, subject: string) =>
      `Opnieuw verzenden: ${subject} aan ${recipient}`,
    resentTitle: 'E-mail opnieuw in de wachtrij',
    resent: 'De e-mail wordt zo opnieuw verzonden.',
    resendFailed: 'Kan de e-mail niet opnieuw verzenden',
    more: 'Meer laden',
    empty: 'Geen e-mails.',
    loading: 'E-mails laden…',
    loadFailed: 'Kan de uitgaande e-mails niet laden',
  },
} as const;

export type TemplatesTextTable = typeof DUTCH;

export const TEMPLATES_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
