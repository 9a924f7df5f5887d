import type { SameTexts } from '../../../../contract/language.ts';
import type { TemplatesTextTable } from './strings.ts';

const english: SameTexts<TemplatesTextTable> = {
  title: 'Email Templates',
  description:
    'The emails customers get at each step. A status without an active template sends no email.',
  listLabel: 'Statuses',
  status: {
    created: 'Request Received',
    approved_workshop: 'Approved (workshop)',
    approved_on_location: 'Approved (on location)',
    rejected: 'Rejected',
    scheduled: 'Appointment Scheduled',
  },
  active: 'Active',
  inactive: 'Disabled',
  noTemplate: 'No template',
  reasonsTitle: 'Per rejection reason',
  reasonsHint: 'Without a template of its own, the customer gets the general rejection email.',
  reasonsFailed: 'Could not load the rejection reasons',
  select: (name) => `View ${name}`,
  loading: 'Loading templates…',
  loadFailed: 'Could not load the templates',

  view: {
    subject: 'Subject',
    content: 'Text',
    htmlOnly: 'This template is edited as HTML: the text editor cannot show all of its layout.',
    languages: 'Language of the email',
    languageHint: {
      nl: 'For customers who sent their request in Dutch.',
      en: 'For customers who sent their request in English. Without an active English template, they get the Dutch one.',
    },
    none: {
      nl: 'This status has no template yet. Without a template, no email is sent.',
      en: 'This status has no English template yet; customers get the Dutch one.',
    },
    noneForReason: {
      nl: 'This rejection reason has no template of its own; the general rejection email is used.',
      en: 'This rejection reason has no English template of its own; the general English rejection email is used.',
    },
    edit: 'Edit template',
    create: 'Create template',
  },

  editor: {
    createTitle: (name, language) => `Create template: ${name} (${language})`,
    editTitle: (name, language) => `Edit template: ${name} (${language})`,
    description: 'Customer details are filled in safely; scripts and unsafe links are removed.',
    editTab: 'Edit',
    previewTab: 'Preview',
    subject: 'Subject',
    content: 'Email text',
    htmlContent: 'HTML content',
    htmlMode: 'Edit HTML (advanced)',
    htmlModeHint: 'For writing the layout in HTML yourself. Unsafe parts are removed on saving.',
    htmlOnly:
      'This template holds layout the text editor cannot show (such as a table, an image or coloured text), so it stays in HTML.',
    active: 'Active (this email is sent)',
    placeholders: 'Insert variables',
    placeholdersHint:
      'A button puts the variable where the cursor is, in the subject or in the text. It is filled in when the email is sent.',
    insert: (name) => `Insert ${name}`,
    toolbar: {
      label: 'Formatting',
      bold: 'Bold',
      italic: 'Italic',
      heading: 'Heading',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      undo: 'Undo',
      redo: 'Redo',
    },
    save: 'Save',
    saving: 'Saving…',
    previewSubject: 'Subject:',
    previewFrame: 'Preview of the email',
    previewSample:
      'Preview with sample details (Jan de Vries, request #1234) and the opening hours Mon 13:00-19:00, Tue-Fri 09:00-19:00.',
    previewLoading: 'Making preview…',
    previewFailed: 'Could not make the preview',
    unknownPlaceholders: 'Unknown variables (not filled in):',
  },

  errorTitle: 'Error',
  validationTitle: 'Validation error',
  createdTitle: 'Template saved',
  created: 'Email template has been created.',
  updatedTitle: 'Template updated',
  updated: 'Email template has been updated.',
  createFailed: 'Could not create the template',
  updateFailed: 'Could not update the template',

  outbox: {
    title: 'Outgoing emails',
    description: 'Every email to a customer, newest first; a failed email can be sent again.',
    filterLabel: 'Show',
    filter: { all: 'All emails', failed: 'Failed only' },
    refresh: 'Refresh',
    caption: 'Outgoing emails, newest first',
    columns: {
      recipient: 'Recipient',
      subject: 'Subject',
      status: 'Status',
      attempts: 'Attempts',
      lastError: 'Last error',
      date: 'Created',
      actions: 'Actions',
    },
    status: {
      queued: 'Queued',
      sent: 'Sent',
      logged: 'Logged (no SMTP)',
      failed: 'Failed',
    },
    resend: 'Send again',
    resendLabel: (recipient, subject) => `Send again: ${subject} to ${recipient}`,
    resentTitle: 'Email queued again',
    resent: 'The email will be sent again shortly.',
    resendFailed: 'Could not send the email again',
    more: 'Load more',
    empty: 'No emails.',
    loading: 'Loading emails…',
    loadFailed: 'Could not load the outgoing emails',
  },
};

export default english;
