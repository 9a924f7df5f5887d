// Dutch words of the calendar file a customer gets for their bike's planned day (decision 049).

export const CALENDAR_TEXTS_NL = {
  fileName: (reference: string) => `afspraak-${reference}.ics`,
  /** A bike to bring to the workshop on its day. */
  workshopSummary: (workshop: string, bike: string) => `Fiets naar ${workshop}: ${bike}`,
  workshopDescription: (reference: string, phone: string) =>
    `Aanvraag ${reference}: breng je fiets deze dag binnen de openingstijden naar de werkplaats. Verandert er iets? Bel ons op ${phone}.`,
  /** A mechanic's visit on location on its day; the planner tells the time later. */
  visitSummary: (workshop: string, bike: string) => `Monteur van ${workshop} komt langs: ${bike}`,
  visitDescription: (reference: string, phone: string) =>
    `Aanvraag ${reference}: onze monteur komt deze dag langs; we laten je de tijd nog weten. Verandert er iets? Bel ons op ${phone}.`,
} as const;
