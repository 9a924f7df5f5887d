// Dutch words of the sign-in pages and the sign-in mail, which the server sends without the
// client's code. A value put into a page arrives HTML-escaped; the mail's text gets it as is.

export const SIGN_IN_TEXTS_NL = {
  /** The band the portals share: its language switch and its Home link. */
  language: 'Taal',
  home: 'Startpagina',

  signIn: 'Inloggen',
  askEmail: (workshopName: string) =>
    `Vul je e-mailadres in. We sturen je een link waarmee je inlogt bij ${workshopName}.`,
  emailLabel: 'E-mailadres',
  sendLink: 'Stuur inloglink',
  backToWebsite: 'Terug naar de website',
  invalidEmail: 'Vul een geldig e-mailadres in.',

  checkMailbox: 'Controleer je e-mail',
  linkSent:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een inloglink. De link werkt 15 minuten.',
  noMailAskAgain: 'Geen e-mail ontvangen? Vraag een nieuwe link aan',

  signInWithLink: (workshopName: string) => `Log in bij ${workshopName} met de link uit je e-mail.`,

  linkInvalidTitle: 'Inloglink ongeldig',
  linkInvalidHeading: 'Inloglink werkt niet',
  askNewLink: 'Vraag een nieuwe link aan',

  mail: {
    subject: (workshopName: string) => `Inloggen bij ${workshopName}`,
    greeting: 'Hallo,',
    pressButton: (workshopName: string, minutes: number) =>
      `Klik op de knop hieronder om in te loggen bij ${workshopName}. De link werkt ${minutes} minuten en één keer.`,
    button: 'Inloggen',
    buttonFails: 'Werkt de knop niet? Kopieer dan deze link in je browser:',
    openLink: (workshopName: string, minutes: number) =>
      `Open deze link om in te loggen bij ${workshopName} (werkt ${minutes} minuten en één keer):`,
    notYou: 'Heb je niet om deze link gevraagd? Dan kun je deze e-mail negeren.',
  },
} as const;
