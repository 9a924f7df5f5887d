// Dutch words of the quote staff print for a lease bike's leasing company (issue 34), which
// the server draws without the client's code. A value put into the page arrives HTML-escaped.

export const LESSOR_QUOTE_TEXTS_NL = {
  title: 'Offerte voor leasemaatschappij',
  /** The name of the language switch, shown on screen only. */
  language: 'Taal',
  date: 'Datum',
  reference: 'Referentie',
  website: 'Website',
  phone: 'Telefoon',

  customer: 'Klant',
  name: 'Naam',
  company: 'Bedrijf',
  address: 'Adres',
  email: 'E-mail',

  lease: 'Lease',
  leaseCompany: 'Leasemaatschappij',
  contractNumber: 'Contractnummer',

  bike: (position: number) => `Fiets ${position}`,
  brand: 'Merk',
  model: 'Model',
  frameNumber: 'Framenummer',
  mileage: 'Kilometerstand',
  mileageValue: (km: string) => `${km} km`,
  driveSystem: 'Aandrijving',
  notElectric: 'Geen elektrische fiets',
  batterySerial: 'Serienummer accu',
  errorCode: 'Foutcode',
  notGiven: 'Niet opgegeven',

  quote: 'Offerte',
  quoteVersion: (version: number, date: string) => `Versie ${version}, verstuurd op ${date}`,
  decision: {
    approved: (date: string) => `Klant akkoord op ${date}`,
    declined: (date: string) => `Klant niet akkoord op ${date}`,
  },
  quoteLines: 'Regels van de offerte',
  description: 'Omschrijving',
  amount: 'Bedrag incl. btw',
  total: 'Totaal incl. btw',
  note: 'Toelichting',
  noQuote: 'Nog geen offerte opgesteld',

  issue: 'Probleemomschrijving van de klant',
  photo: 'Foto bij aanmelding',
  photoAlt: (bike: string) => `Foto van ${bike} bij aanmelding`,

  /** The page of a bike that has no quote for a lessor: not (or no longer) a lease bike. */
  problemTitle: 'Geen offerte voor leasemaatschappij',
};
