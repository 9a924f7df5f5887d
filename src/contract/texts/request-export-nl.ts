// Dutch words of the requests' CSV export: its file name, its header row and the cells that
// are words. The status and delivery names are the dashboard's (docs/product.md#texts).

export const REQUEST_EXPORT_TEXTS_NL = {
  fileName: (day: string) => `serviceverzoeken-${day}.csv`,
  headers: {
    reference: 'Ticketnummer',
    status: 'Status',
    archived: 'Gearchiveerd',
    submitted: 'Ingediend',
    name: 'Naam',
    company: 'Bedrijf',
    email: 'E-mail',
    phone: 'Telefoon',
    invoiceAddress: 'Factuuradres',
    service: 'Service',
    bikeLocation: 'Locatie fiets',
    bikeCount: 'Aantal fietsen',
    bikes: 'Fietsen',
    issues: 'Problemen',
    driveSystems: 'Aandrijfsystemen',
    errorCodes: 'Foutcodes',
    batterySerials: 'Serienummers accu',
    leaseCompanies: 'Leasemaatschappijen',
    contractNumbers: 'Contractnummers',
    labels: 'Labels',
    repairNumber: 'Reparatienummer',
    workOrders: 'Werkorders',
    rejectionReason: 'Afwijzingsreden',
    cancellationReason: 'Reden annulering klant',
  },
  status: { pending: 'In Behandeling', approved: 'Goedgekeurd', rejected: 'Afgewezen' },
  /** The status of a request the customer cancelled, which is `rejected` (decision 046). */
  cancelledByCustomer: 'Geannuleerd door klant',
  delivery: { workshop: 'Werkplaats', on_location: 'Op Locatie' },
  yes: 'ja',
  no: 'nee',
} as const;
