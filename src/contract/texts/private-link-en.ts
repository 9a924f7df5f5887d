// English words of a customer's private page and of the mails that carry its link.
import type { SameTexts } from '../language.ts';
import type { PRIVATE_LINK_TEXTS_NL } from './private-link-nl.ts';

export const PRIVATE_LINK_TEXTS_EN: SameTexts<typeof PRIVATE_LINK_TEXTS_NL> = {
  language: 'Language',
  home: 'Home',

  pageName: 'Your request',
  heading: (reference) => `Request ${reference}`,
  greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  nextStep: {
    pending: 'We are looking at your request and will contact you within 24 hours.',
    rejected:
      'Unfortunately we cannot take on your request. Feel free to call us if you have any questions.',
    cancelled:
      'You cancelled this request. Still want an appointment? Feel free to send a new request.',
    toBePlanned: 'We are planning your repair and will let you know when we expect your bike.',
    plannedAtWorkshop: (date) => `Please bring your bike to our workshop on ${date}.`,
    plannedOnLocation: (date) => `We will visit you on ${date}.`,
    waiting_for_lessor:
      "We are waiting for your leasing company's approval and will start as soon as we have it.",
    in_repair: 'We are working on your bike.',
    waiting_for_parts: 'We are waiting for parts and will continue as soon as they arrive.',
    waiting_for_customer: 'We are waiting for your approval and will contact you about the costs.',
    readyAtWorkshop: 'Your bike is ready: you can collect it during our opening hours.',
    readyOnLocation: 'Your bike is ready.',
    done: 'Your repair is complete. Thank you for your trust!',
  },

  summary: 'Overview',
  reference: 'Reference',
  submittedOn: 'Submitted on',
  service: 'Service',
  plannedOn: 'Planned for',
  visitOn: 'Visit planned for',
  readyOn: 'Ready since',
  status: {
    pending: 'Being reviewed',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  statusLabel: 'Status',

  bikes: 'Your bikes',
  bike: (position) => `Bike ${position}`,
  timeline: (bike) => `Progress of ${bike}`,
  notStarted: 'Not planned yet',

  workshop: 'Our workshop',
  address: 'Address',
  openingHours: 'Opening hours',
  phone: 'Phone',

  actions: {
    done: {
      cancelled: 'Your request is cancelled. You will receive a confirmation by email.',
      approved: 'Thank you! We will carry on with your bike.',
      declined: 'We have received your answer and will contact you.',
      added: 'Thank you, we have received it.',
    },
    quoteTitle: (bike) => `Quote for ${bike}`,
    quoteSent: (version, date) => `Version ${version}, sent on ${date}`,
    quoteLines: 'Parts and labour',
    quoteTotal: 'Total incl. VAT',
    quoteNote: 'Note',
    approve: 'Approve',
    decline: 'Decline',
    decided: {
      approved: (date) => `You approved on ${date}.`,
      declined: (date) => `You declined on ${date}. We will contact you.`,
    },
    superseded: 'This quote has been replaced by a newer version.',
    payTitle: 'Payment',
    payText: 'The invoice for your repair is ready.',
    payButton: 'Pay the invoice',
    calendarTitle: 'In your calendar',
    calendarLink: 'Add the appointment to your calendar (.ics)',
    addTitle: 'Add something',
    addText: 'Anything else we should know, or a photo of the bike?',
    addNote: 'Message (optional)',
    addPhoto: 'Photo (optional)',
    addButton: 'Send',
    cancelTitle: 'Cancel request',
    cancelText: 'No longer need us? Cancel your request; you will receive a confirmation by email.',
    cancelReason: 'Reason (optional)',
    cancelConfirm: 'Yes, I want to cancel my request',
    cancelButton: 'Cancel request',
  },

  deadTitle: 'Link not working',
  deadHeading: 'This link no longer works',
  deadText: (phone) =>
    `This link no longer works, or never did. Need a new link or have a question about your request? Call us on ${phone}.`,
  tooManyTitle: 'Please wait',
  tooManyText: (minutes) =>
    `Too many links that do not work were tried. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,

  mail: {
    viewRequest: 'View your request',
    subject: (reference) => `Your link to request ${reference}`,
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    body: 'The link below shows how your request is doing. Keep this email: the link is personal, please do not forward it.',
    replaced: 'Your previous link no longer works; from now on please use the link below.',
  },
};
