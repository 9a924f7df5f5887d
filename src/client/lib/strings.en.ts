import { PAGE_NAMES } from '../../contract/client-routes.ts';
import type { SameTexts } from '../../contract/language.ts';
import type { UiTextTable } from './strings.ts';

const english: SameTexts<UiTextTable> = {
  loading: 'Loading…',

  notFoundTitle: PAGE_NAMES.en.notFound,
  notFoundText: 'Did you forget to add the page to the router?',

  adminRequiredTitle: PAGE_NAMES.en.adminRequired,
  adminRequiredText: 'Sign in with an admin account to open the admin dashboard.',
  adminRequiredLogin: 'Sign in',

  adminDeniedTitle: PAGE_NAMES.en.adminDenied,
  adminDeniedText: 'Your account has no admin rights. Ask an admin if you need access.',
  toCustomerPortal: 'To the customer portal',
  logout: 'Sign out',

  authErrorTitle: 'Sign-in details not loaded',
  authErrorText: 'Your details could not be fetched. Please try again.',
  retry: 'Try again',

  loadFailedTitle: 'Page not loaded',
  loadFailedText:
    'Part of this page could not be fetched. Check your internet connection and try again.',

  language: 'Language',
  languageNotLoaded: 'The English texts could not be fetched. Please try again.',
  languageNotSavedTitle: 'Language not saved',
  languageNotSaved:
    'This browser remembers your language, but your account does not: another browser still shows the dashboard in the previous language.',

  toastLabel: 'Notification',
  toastRegionLabel: 'Notifications ({hotkey})',
  toastClose: 'Close',
  close: 'Close',
  cancel: 'Cancel',
};

export default english;
