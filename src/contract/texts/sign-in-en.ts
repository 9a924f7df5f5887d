// English words of the sign-in pages and the sign-in mail, for a request in English. 'email' as
// the product's English texts write it (docs/product.md#texts).
import type { SameTexts } from '../language.ts';
import type { SIGN_IN_TEXTS_NL } from './sign-in-nl.ts';

export const SIGN_IN_TEXTS_EN: SameTexts<typeof SIGN_IN_TEXTS_NL> = {
  language: 'Language',
  home: 'Home',

  signIn: 'Sign in',
  askEmail: (workshopName) =>
    `Enter your email address. We will send you a link that signs you in to ${workshopName}.`,
  emailLabel: 'Email address',
  sendLink: 'Send sign-in link',
  backToWebsite: 'Back to the website',
  invalidEmail: 'Please enter a valid email address',

  checkMailbox: 'Check your email',
  linkSent:
    'If we know this email address, a sign-in link will arrive within a few minutes. The link works for 15 minutes.',
  noMailAskAgain: 'No email received? Ask for a new link',

  signInWithLink: (workshopName) => `Sign in to ${workshopName} with the link from your email.`,

  linkInvalidTitle: 'Sign-in link invalid',
  linkInvalidHeading: 'This sign-in link does not work',
  askNewLink: 'Ask for a new link',

  mail: {
    subject: (workshopName) => `Sign in to ${workshopName}`,
    greeting: 'Hello,',
    pressButton: (workshopName, minutes) =>
      `Click the button below to sign in to ${workshopName}. The link works for ${minutes} minutes, once.`,
    button: 'Sign in',
    buttonFails: 'Does the button not work? Copy this link into your browser:',
    openLink: (workshopName, minutes) =>
      `Open this link to sign in to ${workshopName} (it works for ${minutes} minutes, once):`,
    notYou: 'Did you not ask for this link? Then you can ignore this email.',
  },
};
