import type { BikeServiceType } from '../../../../contract/bikes.ts';
import type { SameTexts } from '../../../../contract/language.ts';
import { STAGE_NAMES_NL } from '../../../../contract/service-requests/stage-names.ts';
import type { BoardDayFilter } from '../../../../contract/workshop-board.ts';
import { formatsFor } from '../../../lib/format.ts';
import { defineTexts } from '../../../lib/language.ts';
import type { RequestsView } from './api/get-workshop-board.ts';
import type { ArchiveFilterChoice, StatusFilterChoice } from './api/list-service-requests.ts';

/**
 * The requests tab's texts in Dutch; English in `strings.en.ts`. A text docs/product.md#texts
 * fixes is quoted in its own language and translated in the other (src/contract/spec-texts.ts).
 */
const DUTCH = {
  title: 'Serviceverzoeken',
  counts: { pending: 'In Behandeling', approved: 'Goedgekeurd', rejected: 'Afgewezen' },
  countsLabel: 'Aantallen per status',

  searchLabel: 'Zoek serviceverzoeken',
  searchPlaceholder: 'Zoek op naam, adres, telefoon, fiets, label of nummer',
  search: 'Zoeken',
  clear: 'Wissen',
  statusFilterLabel: 'Status',
  statusFilter: {
    all: 'Alle statussen',
    pending: 'In Behandeling',
    approved: 'Goedgekeurd',
    rejected: 'Afgewezen',
  } satisfies Record<StatusFilterChoice, string>,
  archiveFilterLabel: 'Archief',
  archiveFilter: {
    active: 'Actieve Tickets',
    archived: 'Gearchiveerde Tickets',
    all: 'Alle Tickets',
  } satisfies Record<ArchiveFilterChoice, string>,
  checkCompleted: 'Controleer Voltooide Reparaties',
  exportCsv: 'CSV Exporteren',

  columns: {
    ticket: 'Ticketnummer',
    customer: 'Klant',
    bike: 'Fiets',
    labels: 'Labels',
    serviceType: 'Service',
    status: 'Status',
    // A soft hyphen: on a laptop screen the long header may break, so the table fits.
    repairNumber: 'Reparatie\u00ADnummer',
    date: 'Datum',
    waited: 'Wachttijd',
    actions: 'Acties',
  },
  tableCaption: 'Serviceverzoeken, nieuwste eerst',
  business: 'Zakelijk',
  moreBikes: (count: number) => (count === 1 ? '+1 fiets meer' : `+${count} fietsen meer`),
  deliveryType: { on_location: 'Op Locatie', workshop: 'Werkplaats' },
  status: { pending: 'In Behandeling', approved: 'Goedgekeurd', rejected: 'Afgewezen' },
  /** A rejected request the customer cancelled themselves (decision 046). */
  cancelledByCustomer: 'Geannuleerd door klant',
  dash: '-',
  archived: 'Gearchiveerd',
  openDetails: (reference: string) => `Details van ${reference}`,
  actions: {
    approve: 'Goedkeuren',
    reject: 'Afwijzen',
    edit: 'Bewerken',
    duplicate: 'Dupliceren',
    archive: 'Archiveren',
    delete: 'Verwijderen',
  },
  actionFor: (action: string, reference: string) => `${action} ${reference}`,
  moreActions: (reference: string) => `Meer acties voor ${reference}`,
  waitedTitle: (moment: string) => `Binnengekomen op ${moment}`,
  loading: 'Serviceverzoeken laden…',
  loadFailed: 'Serviceverzoeken konden niet worden geladen',
  empty: 'Geen serviceverzoeken gevonden',
  /** '1.000+ serviceverzoeken gevonden' when the server stopped counting at its cap. */
  found: ({ total, totalIsCapped }: { total: number; totalIsCapped: boolean }) =>
    `${formatsFor('nl').number(total)}${totalIsCapped ? '+' : ''} ${total === 1 && !totalIsCapped ? 'serviceverzoek' : 'serviceverzoeken'} gevonden`,
  loadMore: 'Meer laden',
  loadingMore: 'Laden…',

  details: {
    title: (reference: string) => `Serviceverzoek ${reference}`,
    description: 'Gegevens van de klant, de fietsen en de afhandeling',
    customer: 'Klantgegevens',
    name: 'Naam',
    company: 'Bedrijf',
    email: 'E-mail',
    phone: 'Telefoon',
    noPhone: 'Geen telefoonnummer opgegeven',
    /** The language the request was sent in, which its mails follow. */
    language: 'Taal',
    call: 'Bel',
    invoiceAddress: 'Factuuradres',
    labels: 'Labels',
    noLabels: 'Geen labels',
    deliveryType: 'Type',
    bikeLocation: 'Locatie van de fiets',
    bikes: 'Fietsen',
    bike: (index: number) => `Fiets ${index}`,
    brand: 'Merk',
    model: 'Model',
    frameNumber: 'Framenummer',
    mileage: 'Kilometerstand',
    mileageValue: (km: number) => `${formatsFor('nl').number(km)} km`,
    photo: 'Foto',
    zoomPhoto: (bike: string) => `Foto van ${bike} vergroten`,
    photoAlt: (bike: string) => `Foto van ${bike}`,
    issueDescription: 'Probleemomschrijving',
    /** An e-bike's drive system, under the term that says the bike is electric. */
    eBike: 'Elektrisch',
    errorCode: 'Foutcode',
    batterySerial: 'Serienummer accu',
    /** A lease bike's leasing company, under the term that says the bike is leased. */
    lease: 'Leasefiets',
    contractNumber: 'Contractnummer',
    eBikeMarker: 'E-bike',
    leaseMarker: 'Lease',
    bikeServiceType: 'Soort service',
    bikeServiceTypes: {
      maintenance: 'Onderhoud',
      repair: 'Reparatie',
      tune_up: 'Afstelbeurt',
      inspection: 'Veiligheidscontrole',
      cleaning: 'Grondige reiniging',
      other: 'Overig',
    } satisfies Record<BikeServiceType, string>,
    handling: 'Afhandeling',
    status: 'Status',
    rejectionReason: 'Reden van afwijzing',
    cancelledAt: 'Geannuleerd op',
    cancellationReason: 'Reden van de klant',
    noCancellationReason: 'Geen reden opgegeven',
    repairNumber: 'Reparatienummer',
    workOrders: 'Werkorders',
    archivalReason: 'Reden van archivering',
    submitted: 'Ingediend op',
    workOrderProblem: (reason: string) => `Werkorder niet aangemaakt: ${reason}`,
    workOrderHint:
      'Probeer het opnieuw zodra het werkplaatssysteem bereikbaar is, of maak de werkorder handmatig aan in het werkplaatssysteem.',
    plannerProblem: (reason: string) => `Routeplanner-activiteit niet aangemaakt: ${reason}`,
    plannerHint:
      'Probeer het opnieuw zodra de routeplanner bereikbaar is, of plan het bezoek handmatig in de routeplanner in.',
    reject: 'Afwijzen',
    approve: 'Goedkeuren & Werkorder Aanmaken',
  },

  panel: {
    previous: 'Vorige aanvraag',
    next: 'Volgende aanvraag',
    /** Said beside the buttons, so staff learn the keys. */
    keyHint: 'Pijltjestoetsen ← → bladeren',
    loading: 'Aanvraag laden…',
    loadFailed: 'Kan deze aanvraag niet laden',
  },

  notes: {
    title: 'Interne notities',
    hint: 'Alleen voor collega’s: nooit in een mail aan of een export voor de klant.',
    empty: 'Nog geen notities.',
    label: 'Nieuwe notitie',
    add: 'Notitie opslaan',
    adding: 'Opslaan…',
    unknownAuthor: 'Oud-collega',
    delete: 'Verwijderen',
    deleteLabel: (moment: string) => `Notitie van ${moment} verwijderen`,
    loadFailed: 'Kan de notities niet laden',
    addFailed: 'Kan de notitie niet opslaan',
    deleteFailed: 'Kan de notitie niet verwijderen',
  },

  journey: {
    title: 'Voortgang',
    requestStage: 'Fase',
    stages: STAGE_NAMES_NL,
    planned: 'Gepland',
    notPlanned: 'Nog geen datum',
    minutes: (minutes: number) => `${minutes} min`,
    move: 'Verplaats naar …',
    moveTitle: (bike: string) => `${bike} verplaatsen`,
    to: 'Naar',
    note: 'Notitie (optioneel)',
    noteHint: 'Komt bij de interne notities; de klant ziet haar niet.',
    notifyCustomer: 'Klant e-mailen',
    submit: 'Verplaatsen',
    moving: 'Verplaatsen…',
    cancel: 'Annuleren',
    moved: (bike: string, stage: string) => `${bike} staat nu op ${stage}`,
    moveFailed: 'Kan de fiets niet verplaatsen',
    plan: 'Planning wijzigen',
    planTitle: (bike: string) => `Planning van ${bike} wijzigen`,
    plannedDate: 'Dag',
    plannedMinutes: 'Minuten werk',
    savePlan: 'Opslaan',
    savingPlan: 'Opslaan…',
    replanned: (bike: string, date: string) => `${bike} staat nu gepland op ${date}`,
    planFailed: 'Kan de planning niet wijzigen',
    assignee: 'Monteur',
    nobody: 'Niemand',
    assigned: (bike: string, name: string) => `${bike} is gegeven aan ${name}`,
    unassigned: (bike: string) => `${bike} is van niemand meer`,
    assignFailed: 'Kan de fiets niet aan iemand geven',
    lessor: {
      legend: 'Akkoord van de leasemaatschappij',
      intro: 'Een leasefiets gaat pas verder met het akkoord van de leasemaatschappij.',
      reference: 'Referentie van het akkoord',
      approvedOn: 'Datum van het akkoord',
      override: 'Zonder akkoord verder',
      reason: 'Reden',
      reasonHint: 'Komt in de geschiedenis van de aanvraag, met wie en wanneer.',
    },
  },

  additions: {
    title: 'Van de klant',
    intro: 'Toegevoegd door de klant op de pagina van de aanvraag.',
    photoOf: (when: string) => `de klant (${when})`,
  },

  quote: {
    title: 'Offerte',
    none: 'Nog geen offerte.',
    version: (version: number) => `Versie ${version}`,
    status: {
      sent: (date: string) => `Verstuurd op ${date}`,
      approved: (date: string) => `Akkoord door klant op ${date}`,
      declined: (date: string) => `Niet akkoord op ${date}`,
    },
    supersededBy: (version: number) => `Vervangen door versie ${version}`,
    lines: 'Regels van de offerte',
    description: 'Omschrijving',
    amount: 'Bedrag',
    amountInEuros: 'Bedrag (€)',
    total: 'Totaal incl. btw',
    note: 'Toelichting',
    earlier: (count: number) => (count === 1 ? 'Eerdere versie' : `Eerdere versies (${count})`),
    create: 'Offerte maken',
    newVersion: 'Nieuwe versie',
    formTitle: (bike: string, version: number) => `Offerte versie ${version} voor ${bike}`,
    lineDescription: (line: number) => `Omschrijving regel ${line}`,
    lineAmount: (line: number) => `Bedrag regel ${line} (€)`,
    amountHint: 'Incl. btw, bijvoorbeeld 17,50; een korting met een min ervoor.',
    addLine: 'Regel toevoegen',
    removeLine: (line: number) => `Regel ${line} verwijderen`,
    noteOptional: 'Toelichting voor de klant (optioneel)',
    noteHint: 'De klant ziet deze tekst bij de offerte.',
    waitsHint: 'De fiets gaat naar Wacht op akkoord klant en de klant krijgt een e-mail.',
    mailHint: 'De klant krijgt een e-mail met de offerte.',
    send: 'Offerte sturen',
    sending: 'Versturen…',
    sent: (bike: string, version: number) => `Offerte versie ${version} voor ${bike} is verstuurd`,
    sendFailed: 'Kan de offerte niet sturen',
    loadFailed: 'Kan de offertes niet laden',
  },

  /** The quote of a lease bike printed for its leasing company (issue 34). */
  lessorQuote: {
    link: 'Offerte voor leasemaatschappij',
    ofBike: (bike: string) => `(${bike}, opent in een nieuw tabblad)`,
  },

  timeline: {
    title: 'Geschiedenis',
    empty: 'Nog niets gebeurd.',
    loadFailed: 'Kan de geschiedenis niet laden',
    justNow: 'zojuist',
    ago: (elapsed: string) => `${elapsed} geleden`,
    actors: {
      customer: 'Klant',
      system: 'Systeem',
      cyclesoftware: 'CycleSoftware',
      bumbal: 'Bumbal',
      moneybird: 'Moneybird',
      aircall: 'Aircall',
    } as Record<string, string>,
    assigned: (bike: string, name: string) => `${bike} gegeven aan ${name}`,
    unassigned: (bike: string) => `${bike} van niemand meer`,
    formerStaff: 'een oud-medewerker',
    customerAdded: (note: boolean, photo: boolean) =>
      `Klant voegde ${note && photo ? 'een notitie en een foto' : photo ? 'een foto' : 'een notitie'} toe`,
    bike: (position: number) => `Fiets ${position}`,
    submitted: (bikes: number) =>
      `Aanvraag verstuurd (${bikes === 1 ? '1 fiets' : `${bikes} fietsen`})`,
    createdAsDuplicate: 'Aangemaakt als kopie van een andere aanvraag',
    approved: 'Goedgekeurd',
    rejected: 'Afgewezen',
    cancelledByCustomer: 'Geannuleerd door klant',
    archived: 'Gearchiveerd',
    edited: (fields: number) =>
      `Aanvraag aangepast (${fields === 1 ? '1 gegeven' : `${fields} gegevens`})`,
    duplicated: 'Gekopieerd naar een nieuwe aanvraag',
    deleted: 'Verwijderd',
    labelAdded: (label: string) => `Label toegevoegd: ${label}`,
    labelRemoved: (label: string) => `Label weggehaald: ${label}`,
    deletedLabel: 'een verwijderd label',
    contactDetailsAdopted: 'Contactgegevens overgenomen in de klantkaart',
    noteAdded: 'Notitie toegevoegd',
    noteDeleted: 'Notitie verwijderd',
    linkResent: 'Persoonlijke link opnieuw gestuurd',
    linkReplaced: 'Nieuwe persoonlijke link gestuurd; de oude werkt niet meer',
    anonymised: {
      erasure: 'Persoonsgegevens gewist',
      retention: 'Bewaartermijn verlopen: gegevens gewist',
    },
    workOrdersCreated: (ids: string) => `Werkorder aangemaakt: ${ids}`,
    workOrderStatus: (status: string) => `Status in CycleSoftware: ${status}`,
    repairCompleted: 'Reparatie voltooid',
    plannerActivityCreated: 'Bezoek op de routeplanner gezet',
    visitPlanned: 'Bezoek ingepland door de routeplanner',
    invoiceDrafted: 'Conceptfactuur gemaakt',
    lessorApproved: (reference: string, date: string) =>
      `Akkoord leasemaatschappij: ref ${reference} van ${date}`,
    lessorOverridden: (reason: string) => `Zonder akkoord verder: ${reason}`,
    planChanged: (bike: string, plan: string) => `${bike}: planning ${plan}`,
    quoteSent: (bike: string, version: number, total: string) =>
      `${bike}: offerte versie ${version} verstuurd (${total})`,
    quoteDecided: {
      approved: (bike: string, version: number) =>
        `${bike}: klant gaat akkoord met offerte versie ${version}`,
      declined: (bike: string, version: number) =>
        `${bike}: klant gaat niet akkoord met offerte versie ${version}`,
    },
    notPlanned: 'geen datum',
    unknown: (type: string) => `Wijziging (${type})`,
  },

  contactDifferences: {
    badge: 'Andere contactgegevens',
    badgeTitle: 'Verstuurd met andere contactgegevens dan de klantkaart',
    title: 'Andere contactgegevens dan de klantkaart',
    explanation:
      'Deze aanvraag is verstuurd met andere gegevens dan de klantkaart van dit e-mailadres. De klantkaart is niet aangepast, want iedereen kan een e-mailadres invullen. De aanvraag zelf houdt de gegevens waarmee ze is verstuurd.',
    caption: 'Wat verschilt',
    detail: 'Gegeven',
    onRecord: 'Klantkaart',
    inRequest: 'Deze aanvraag',
    details: { name: 'Naam', phone: 'Telefoon', address: 'Adres' },
    adopt: 'Klantkaart bijwerken met deze gegevens',
    adopting: 'Klantkaart bijwerken…',
    keepHint:
      'Werk de klantkaart alleen bij als deze gegevens van de klant zelf zijn. Klopt de klantkaart, dan blijft die zoals hij is.',
    successTitle: 'Klantkaart Bijgewerkt',
    success: 'De klantkaart heeft nu de contactgegevens van deze aanvraag.',
    errorTitle: 'Bijwerken Mislukt',
    errorFallback: 'Kan de klantkaart niet bijwerken',
  },

  labels: {
    assignLabel: 'Label toevoegen',
    choose: 'Kies een label',
    assign: 'Toevoegen',
    remove: (name: string) => `Label ${name} verwijderen`,
    noneToAssign: 'Geen andere actieve labels',
    assignFailed: 'Kan label niet toekennen',
    removeFailed: 'Kan label niet weghalen',
  },

  approve: {
    title: 'Aanvraag goedkeuren',
    description:
      'Deze aanvraag is op locatie. Kies de activiteit voor de routeplanner en hoe lang die duurt.',
    activityType: 'Type activiteit',
    activityTypes: { stop: 'Stop', pickup: 'Ophalen (pickup)' },
    duration: 'Duur (minuten)',
    durationHint: (min: number, max: number, fallback: number) =>
      `Tussen ${min} en ${max} minuten; leeg is ${fallback} minuten.`,
    submit: 'Goedkeuren',
    submitting: 'Goedkeuren…',
    successTitle: 'Aanvraag Goedgekeurd',
    workOrderCreated: 'De werkorder is aangemaakt in het werkplaatssysteem.',
    workOrderNotConfigured:
      'Het werkplaatssysteem is niet gekoppeld: er is geen werkorder aangemaakt. Maak de werkorder handmatig aan in het werkplaatssysteem.',
    plannerCreated: 'De activiteit staat in de routeplanner.',
    plannerNotConfigured:
      'De routeplanner is niet gekoppeld: er is geen activiteit ingepland. Plan het bezoek handmatig in.',
    workOrderFailedTitle: 'Goedgekeurd, werkorder mislukt',
    plannerFailedTitle: 'Goedgekeurd, routeplanner mislukt',
    errorFallback: 'Kan aanvraag niet goedkeuren',
  },

  planning: {
    heading: 'Planning in de werkplaats',
    minutesPerBike: 'Minuten per fiets',
    minutesPerBikeHint: (bikes: number, minimum: number) =>
      bikes === 1
        ? `Minstens ${minimum}.`
        : `Minstens ${minimum}; alle ${bikes} fietsen gaan op dezelfde dag.`,
    date: 'Datum',
    proposed: (day: string) => `Voorstel: ${day}, de eerste werkdag met ruimte.`,
    proposedTooLarge: (day: string) =>
      `Voorstel: ${day}. Geen dag heeft ruimte voor de hele aanvraag; dit is de eerste werkdag waarop nog niets staat.`,
    noProposal: 'Binnen een jaar is er geen werkdag met ruimte; kies zelf een dag.',
    useProposal: 'Voorstel gebruiken',
    load: (planned: number, capacity: number, added: number) =>
      capacity === 0
        ? `De werkplaats is die dag gesloten; deze aanvraag voegt ${added} minuten toe.`
        : `Die dag staan ${planned} van ${capacity} minuten ingepland; deze aanvraag voegt ${added} toe (samen ${Math.round(((planned + added) / capacity) * 100)}%).`,
    overfull: 'Deze dag raakt met deze aanvraag overvol.',
    confirmOverfull: 'Toch op deze dag plannen, boven de capaciteit',
    confirmRequired: 'Bevestig dat de dag overvol mag, of kies een andere dag',
    loading: 'Planning laden…',
    plannedOn: (day: string) => `Ingepland op ${day}.`,
  },

  retryWorkOrder: {
    retry: 'Werkorder opnieuw aanmaken',
    retrying: 'Werkorder aanmaken…',
    successTitle: 'Werkorder Aangemaakt',
    success: (repairNumber: string) => `Reparatienummer: ${repairNumber}`,
    errorTitle: 'Werkorder Mislukt',
    errorFallback: 'Kan werkorder niet aanmaken',
  },

  retryPlannerActivity: {
    retry: 'Planneractiviteit opnieuw aanmaken',
    retrying: 'Planneractiviteit aanmaken…',
    successTitle: 'Planneractiviteit Aangemaakt',
    success: (activityId: string) => `Activiteit ${activityId} staat in de routeplanner`,
    errorTitle: 'Planneractiviteit Mislukt',
    errorFallback: 'Kan planneractiviteit niet aanmaken',
  },

  reject: {
    title: 'Aanvraag afwijzen',
    description: (reasonPlaceholder: string) =>
      `De klant krijgt een e-mail over de afwijzing als er een actieve e-mailtemplate voor is. De reden staat erin als de template de variabele '${reasonPlaceholder}' gebruikt, zoals de standaardtemplate.`,
    reason: 'Reden',
    chooseReason: 'Kies een reden',
    customReasonOption: 'Eigen reden',
    customReason: 'Omschrijving van de reden',
    submit: 'Afwijzen',
    submitting: 'Afwijzen…',
    reasonsFailed: 'De afwijzingsredenen konden niet worden geladen',
    successTitle: 'Verzoek Afgewezen',
    success: 'De klant krijgt een e-mail over de afwijzing.',
    successWithoutMail:
      'Er is geen e-mail naar de klant verstuurd: er is geen actieve e-mailtemplate voor deze afwijzing.',
    errorFallback: 'Kan aanvraag niet afwijzen',
  },

  edit: {
    title: (reference: string) => `${reference} bewerken`,
    description: 'Pas de gegevens van de aanvraag aan; ze worden gecontroleerd als een aanvraag.',
    customer: 'Klant',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    customerType: 'Soort klant',
    customerTypes: { private: 'Particulier', business: 'Zakelijk' },
    companyName: 'Bedrijfsnaam',
    email: 'E-mail',
    phone: 'Telefoon',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    houseNumberAddition: 'Toevoeging',
    postalCode: 'Postcode',
    city: 'Plaats',
    delivery: 'Levering',
    deliveryType: 'Type levering',
    bikeLocationStreet: 'Straat (locatie fiets)',
    bikeLocationHouseNumber: 'Huisnummer (locatie fiets)',
    bikeLocationAddition: 'Toevoeging (locatie fiets)',
    bikeLocationPostcode: 'Postcode (locatie fiets)',
    bikeLocationCity: 'Plaats (locatie fiets)',
    bikes: 'Fietsen',
    addBike: 'Fiets toevoegen',
    removeBike: (index: number) => `Fiets ${index} verwijderen`,
    yesNo: { no: 'Nee', yes: 'Ja' },
    isEBike: 'Elektrische fiets?',
    driveSystem: 'Aandrijfsysteem',
    otherDriveSystem: 'Ander aandrijfsysteem',
    isLease: 'Leasefiets?',
    leaseCompany: 'Leasemaatschappij',
    otherLeaseCompany: 'Andere leasemaatschappij',
    choose: 'Kies…',
    other: 'Overig',
    save: 'Opslaan',
    saving: 'Opslaan…',
    invalid: 'Controleer de gemarkeerde velden.',
    successTitle: 'Verzoek Bijgewerkt',
    success: 'De wijzigingen zijn opgeslagen.',
    errorTitle: 'Bijwerken Mislukt',
    errorFallback: 'Kan verzoek niet bijwerken',
  },

  privateLink: {
    term: 'Persoonlijke link',
    explanation: 'De klant volgt de aanvraag via een link die onder elke e-mail staat.',
    resend: 'Link opnieuw sturen',
    replace: 'Nieuwe link sturen',
    confirmTitle: 'Nieuwe link sturen?',
    confirmText:
      'De link die de klant nu heeft, werkt daarna niet meer. De klant krijgt de nieuwe link per e-mail.',
    resentTitle: 'Link verstuurd',
    resent: 'De klant krijgt de link opnieuw per e-mail.',
    replacedTitle: 'Nieuwe link verstuurd',
    replaced: 'De oude link werkt niet meer; de klant krijgt de nieuwe per e-mail.',
    errorTitle: 'Link niet verstuurd',
    errorFallback: 'Kan de link niet versturen',
  },
  duplicate: {
    confirmTitle: 'Aanvraag dupliceren?',
    confirmText: (reference: string) =>
      `Er wordt een nieuwe aanvraag in behandeling gemaakt met dezelfde gegevens als ${reference}.`,
    confirm: 'Dupliceren',
    successTitle: 'Verzoek Gedupliceerd',
    success: (reference: string) => `De kopie is ${reference}.`,
    errorTitle: 'Duplicatie Mislukt',
    errorFallback: 'Kan aanvraag niet dupliceren',
  },

  archive: {
    successTitle: 'Verzoek Gearchiveerd',
    success: 'Het serviceverzoek staat nu in het archief.',
    errorFallback: 'Kan service request niet archiveren',
  },

  delete: {
    confirmTitle: 'Serviceverzoek verwijderen?',
    confirmText: (reference: string) =>
      `${reference} wordt definitief verwijderd, met zijn labels. Dit kan niet ongedaan worden gemaakt.`,
    visitRemoved: 'Het bezoek wordt uit de routeplanner gehaald.',
    workOrdersStay: (ids: string[]) =>
      ids.length === 1
        ? `Werkorder ${ids[0]} blijft in het werkplaatssysteem staan; sluit die daar af als het werk niet doorgaat.`
        : `Werkorders ${ids.join(', ')} blijven in het werkplaatssysteem staan; sluit ze daar af als het werk niet doorgaat.`,
    confirm: 'Verwijderen',
    successTitle: 'Verzoek Verwijderd',
    success: 'Het serviceverzoek is definitief verwijderd.',
    errorTitle: 'Verwijderen Mislukt',
    errorFallback: 'Kan serviceverzoek niet verwijderen',
  },

  checkCompletedRepairs: {
    successTitle: 'Reparaties Gecontroleerd',
    success: (count: number) => `${count} voltooide reparaties zijn gearchiveerd`,
    unread: (requests: string) => `Niet gelezen: ${requests}`,
    errorFallback: 'Kan voltooide reparaties niet controleren',
  },

  call: {
    noPhoneTitle: 'Geen Telefoonnummer',
    noPhone: 'Deze klant heeft geen telefoonnummer opgegeven.',
    startedTitle: 'Oproep Gestart',
    errorTitle: 'Oproep Mislukt',
    errorFallback: 'Kan Aircall oproep niet starten',
  },

  board: {
    filters: (chosen: number) => (chosen > 0 ? `Filters (${chosen})` : 'Filters'),
    viewLabel: 'Weergave',
    views: { list: 'Lijst', board: 'Werkplaatsbord' } satisfies Record<RequestsView, string>,
    dayLabel: 'Dag',
    days: {
      today: 'Vandaag',
      week: 'Deze week',
      all: 'Alles',
    } satisfies Record<BoardDayFilter, string>,
    serviceTypeLabel: 'Soort service',
    allServiceTypes: 'Alle soorten',
    labelLabel: 'Label',
    allLabels: 'Alle labels',
    assigneeLabel: 'Monteur',
    assignees: { all: 'Iedereen', mine: 'Mijn fietsen', nobody: 'Niemand' },
    stageNames: STAGE_NAMES_NL,
    columns: 'Kolommen van het werkplaatsbord',
    count: (count: number) => (count === 1 ? '1 fiets' : `${count} fietsen`),
    emptyColumn: 'Geen fietsen',
    loading: 'Werkplaatsbord laden…',
    loadFailed: 'Kan het werkplaatsbord niet laden',
    loadMore: 'Meer laden',
    open: (reference: string, bike: string) => `${reference}, ${bike} openen`,
    bike: (card: { brand: string; model: string | null }) =>
      card.model ? `${card.brand} ${card.model}` : card.brand,
    plannedOn: (date: string) =>
      new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    noDate: 'Geen datum',
    overdue: 'Te laat',
    dayOverfull: 'Dag overvol',
    minutes: (minutes: number) => `${minutes} min`,
    onLocation: 'Op locatie',
    moveShort: 'Verplaats',
    moveMenu: (reference: string, bike: string) => `Verplaats naar … (${reference}, ${bike})`,
    pickedUp: (bike: string, stage: string) =>
      `${bike} opgepakt uit ${stage}. Sleep naar een kolom en laat los.`,
    over: (stage: string) => `Boven ${stage}`,
    notAllowed: (stage: string) => `Kan niet naar ${stage}`,
    moved: (bike: string, stage: string) => `${bike} verplaatst naar ${stage}`,
    notMoved: (bike: string) => `${bike} niet verplaatst`,
    customerMailed: (customer: string) => `${customer} kreeg een e-mail over deze stap.`,
    moveFailedTitle: 'Niet verplaatst',
    moveFailed: 'Kan de fiets niet verplaatsen',
    leaseLabel: 'Lease',
    allBikes: 'Alle fietsen',
    leaseBikes: 'Leasefietsen',
    lease: (company: string) => `Lease · ${company}`,
    leaseOf: (company: string) => `Leasefiets van ${company}`,
    passageTitle: (bike: string, stage: string) => `${bike} naar ${stage}`,
  },

  errorTitle: 'Fout',
} as const;

export type RequestsTextTable = typeof DUTCH;

/** The table in the page's language, for the helpers a component hands its texts to. */
export type RequestsTexts = SameTexts<RequestsTextTable>;

export const REQUESTS_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
