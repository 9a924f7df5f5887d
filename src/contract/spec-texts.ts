import type { Language } from './language.ts';

/**
 * The client's text tables a spec text can live in, by the name a place starts with. The test
 * beside the tables (`src/client/lib/spec-texts.test.ts`) maps each name to its table.
 */
export const SPEC_TEXT_TABLES = [
  'ui',
  'intake',
  'singlePage',
  'wizard',
  'dashboard',
  'requests',
  'customers',
  'labels',
  'configuration',
  'emailTemplates',
  'notifications',
  'input',
] as const;
export type SpecTextTable = (typeof SPEC_TEXT_TABLES)[number];

/** A table's name, then the keys (or list positions) to the text: `intake.simple.startAgain`. */
export type SpecTextPlace = `${SpecTextTable}.${string}`;

export type SpecText = {
  /** The words as docs/product.md#texts quotes them; a value is written `{n}`. */
  readonly text: string;
  /** The language the specs quote it in: there it stays word for word; the other translates it. */
  readonly language: Language;
  readonly place: SpecTextPlace;
  /** A text made from values: what to make it with, filling the `{…}` of `text` in order. */
  readonly values?: readonly (string | number)[];
  /** A word both languages write alike ('Labels'): the other language holds it too. */
  readonly sameInBoth?: true;
};

const en = (text: string, place: SpecTextPlace, values?: SpecText['values']): SpecText => ({
  text,
  language: 'en',
  place,
  values,
});
const nl = (text: string, place: SpecTextPlace, values?: SpecText['values']): SpecText => ({
  text,
  language: 'nl',
  place,
  values,
});

/**
 * Every text the specs quote that the client's text tables show (docs/product.md#texts), with its
 * language and its place. The archive reason is sent to the workshop system as it is, in every
 * language.
 */
export const SPEC_TEXTS: readonly SpecText[] = [
  // The shell and the customer pages
  en('Admin Access Required', 'ui.adminRequiredTitle'),
  nl('Admin Toegang Geweigerd', 'ui.adminDeniedTitle'),
  en('404 Page Not Found', 'ui.notFoundTitle'),
  en('Did you forget to add the page to the router?', 'ui.notFoundText'),
  en('Home', 'intake.home'),
  nl('Beheerder Login', 'intake.adminLogin'),
  nl('Stap {n}', 'intake.stepLabel', [2]),
  nl('Vorige', 'intake.previous'),
  nl('Volgende', 'intake.next'),
  nl('Verzenden...', 'intake.submitting'),
  nl('Service Aanvraag Succesvol Verzonden!', 'singlePage.successHeading'),
  en('Submit Another Request', 'intake.simple.startAgain'),
  en('Service Delivery', 'wizard.steps.0'),
  en('Customer Information', 'wizard.steps.1'),
  en('Bike Information', 'wizard.steps.2'),
  en('Issue Description', 'wizard.steps.3'),
  en('What happens next?', 'wizard.whatNext'),
  nl('Verstuur Aanvraag', 'wizard.submit'),
  nl('Uw Referentienummer', 'wizard.referenceLabel'),
  en('Selected Address', 'wizard.selectedAddress'),
  en('Address selected', 'wizard.addressSelected'),
  nl('Service Levering', 'intake.multiBikeSteps.0'),
  nl('Klantgegevens', 'intake.multiBikeSteps.1'),
  nl('Fiets Informatie', 'intake.multiBikeSteps.2'),
  nl('Controleren & Versturen', 'intake.multiBikeSteps.3'),
  nl('Zakelijk?', 'intake.business'),
  nl('Voer merknaam in', 'intake.customBrandPlaceholder'),
  nl('Nog een Fiets Toevoegen', 'intake.addBike'),
  nl('Controleer Je Aanvraag', 'intake.reviewTitle'),
  nl('Aanvraag Verzenden', 'intake.submit'),
  nl('Aanvraag Verzonden!', 'intake.successTitle'),
  en('General Maintenance', 'intake.serviceTypes.maintenance'),
  en('Repair Service', 'intake.serviceTypes.repair'),
  en('Tune-up', 'intake.serviceTypes.tune_up'),
  en('Safety Inspection', 'intake.serviceTypes.inspection'),
  en('Deep Cleaning', 'intake.serviceTypes.cleaning'),
  en('Other', 'intake.serviceTypes.other'),
  nl('Validatiefout', 'intake.validationTitle'),
  nl(
    'Vul alle verplichte fietsinformatie in, inclusief probleembeschrijving.',
    'intake.bikesInvalid',
  ),
  nl('Vul alle verplichte velden in voordat u doorgaat.', 'intake.stepInvalid'),
  nl('Fout bij verzenden', 'intake.submitFailedTitle'),
  nl('Kon service aanvraag niet verzenden. Probeer het opnieuw.', 'intake.submitFailed'),
  nl('Kon aanvraag niet verzenden. Probeer het opnieuw.', 'intake.submitUnsent'),
  nl('Fout', 'intake.simple.errorTitle'),
  nl('Kon service aanvraag niet verzenden', 'intake.simple.submitFailed'),
  nl('Kon adressuggesties niet ophalen', 'intake.suggestionsFailed'),
  nl('Adres niet gevonden. Vul de gegevens handmatig in.', 'intake.addressNotFound'),
  nl('Overig', 'intake.otherBrand'),
  en('File too large', 'intake.photoTooLargeTitle'),
  en('Please select an image smaller than 5MB', 'intake.photoTooLarge'),
  nl('Upload mislukt', 'intake.photoUploadFailedTitle'),
  nl('Kon foto niet uploaden. Probeer het opnieuw.', 'intake.photoUploadFailed'),

  // Field messages: what a refused input says where it is typed and in the server's answer
  en('First name is required', 'input.firstNameRequired'),
  en('Last name is required', 'input.lastNameRequired'),
  en('Please enter a valid email address', 'input.emailInvalid'),
  en('Phone number must be at least 8 digits', 'input.phoneTooShort'),
  en('Street address is required', 'input.streetRequired'),
  en('Postal code is required', 'input.postalCodeRequired'),
  en('City is required', 'input.cityRequired'),
  en('At least one bike is required', 'input.bikesMin'),
  en('Maximum 5 bikes allowed', 'input.bikesMax'),
  en('Brand is required', 'input.brandRequired'),
  en('Model is required', 'input.modelRequired'),
  en('Please provide a detailed description', 'input.issueTooShort'),
  nl('Bedrijfsnaam is verplicht voor zakelijke klanten.', 'input.companyNameRequired'),
  en('Name is required', 'input.labelNameRequired'),
  en('Color is required', 'input.labelColorRequired'),
  nl('Wachttijden moeten minimaal 1 dag zijn', 'input.waitDaysTooFew'),
  nl('E-mailadres vereist', 'input.emailAddressRequired'),
  nl('Ongeldig e-mailadres', 'input.emailAddressInvalid'),
  nl('Vul alle vereiste velden in.', 'input.templateFieldsRequired'),
  nl('Foto geüpload', 'intake.photoUploadedTitle'),
  nl('Foto voor fiets {n} succesvol geüpload', 'intake.photoUploadedText', [2]),

  // The dashboard
  nl('Serviceverzoeken', 'dashboard.tabs.requests'),
  nl('Klantenoverzicht', 'dashboard.tabs.customers'),
  { ...nl('Labels', 'dashboard.tabs.labels'), sameInBoth: true },
  nl('Configuratie', 'dashboard.tabs.configuration'),
  nl('E-mail Templates', 'dashboard.tabs.emailTemplates'),
  nl('In Behandeling', 'requests.counts.pending'),
  nl('Goedgekeurd', 'requests.counts.approved'),
  nl('Afgewezen', 'requests.counts.rejected'),
  nl('In Behandeling', 'requests.status.pending'),
  nl('Goedgekeurd', 'requests.status.approved'),
  nl('Afgewezen', 'requests.status.rejected'),
  nl('Zoeken', 'requests.search'),
  nl('Wissen', 'requests.clear'),
  nl('Actieve Tickets', 'requests.archiveFilter.active'),
  nl('Controleer Voltooide Reparaties', 'requests.checkCompleted'),
  en('Export CSV', 'requests.exportCsv'),
  nl('Zakelijk', 'requests.business'),
  en('+{n} more bikes', 'requests.moreBikes', [2]),
  nl('Op Locatie', 'requests.deliveryType.on_location'),
  nl('Werkplaats', 'requests.deliveryType.workshop'),
  nl('Gearchiveerd', 'requests.archived'),
  en('Approve & Create Work Order', 'requests.details.approve'),
  nl('Bel', 'requests.details.call'),
  en('Custom reason', 'requests.reject.customReasonOption'),
  nl('Geen Telefoonnummer', 'requests.call.noPhoneTitle'),
  nl('Fout', 'requests.errorTitle'),
  nl('Kan aanvraag niet goedkeuren', 'requests.approve.errorFallback'),
  nl('Kan aanvraag niet afwijzen', 'requests.reject.errorFallback'),
  nl('Kan aanvraag niet dupliceren', 'requests.duplicate.errorFallback'),
  nl('Duplicatie Mislukt', 'requests.duplicate.errorTitle'),
  nl('Kan verzoek niet bijwerken', 'requests.edit.errorFallback'),
  nl('Bijwerken Mislukt', 'requests.edit.errorTitle'),
  nl('Kan serviceverzoek niet verwijderen', 'requests.delete.errorFallback'),
  nl('Verwijderen Mislukt', 'requests.delete.errorTitle'),
  nl('Kan voltooide reparaties niet controleren', 'requests.checkCompletedRepairs.errorFallback'),
  nl('Kan service request niet archiveren', 'requests.archive.errorFallback'),
  nl('Kan Aircall oproep niet starten', 'requests.call.errorFallback'),
  nl('Oproep Mislukt', 'requests.call.errorTitle'),
  en('Failed to assign label', 'requests.labels.assignFailed'),
  en('Failed to remove label', 'requests.labels.removeFailed'),
  nl('Aanvraag Goedgekeurd', 'requests.approve.successTitle'),
  nl('Verzoek Afgewezen', 'requests.reject.successTitle'),
  nl('Verzoek Gedupliceerd', 'requests.duplicate.successTitle'),
  nl('Verzoek Bijgewerkt', 'requests.edit.successTitle'),
  nl('Verzoek Verwijderd', 'requests.delete.successTitle'),
  nl('{n} voltooide reparaties zijn gearchiveerd', 'requests.checkCompletedRepairs.success', [3]),

  en('Joined', 'customers.joined'),
  en('Customer since', 'customers.customerSince'),
  en('Service History', 'customers.serviceHistory'),
  en('On Location', 'customers.deliveryType.on_location'),
  en('Workshop', 'customers.deliveryType.workshop'),
  en('No customers found', 'customers.empty'),
  en('No customers found matching your search', 'customers.emptySearch'),
  en('No service requests found for this customer', 'customers.noRequests'),
  en('Select a customer to view their details and service history', 'customers.selectPrompt'),
  en('Failed to fetch customers', 'customers.fetchCustomersFailed'),
  en('Failed to fetch customer', 'customers.fetchCustomerFailed'),
  en('Failed to fetch service requests', 'customers.fetchRequestsFailed'),

  en('Disabled', 'labels.disabled'),
  en('Enable', 'labels.enable'),
  en('Disable', 'labels.disable'),
  en('No labels yet', 'labels.empty'),
  en('Failed to create label', 'labels.createFailed'),
  en('Failed to update label', 'labels.updateFailed'),
  en('Failed to delete label', 'labels.deleteFailed'),

  en('Update Wait Times', 'configuration.waitTimes.submit'),
  nl('Configuratie Bijgewerkt', 'configuration.waitTimes.successTitle'),
  nl('Kan service configuratie niet bijwerken', 'configuration.waitTimes.errorFallback'),
  nl('Ongeldige Waarden', 'configuration.waitTimes.invalidTitle'),
  nl('Beheerder Gebruikers', 'configuration.admins.title'),
  nl('Beheerder toegevoegd', 'configuration.admins.addedTitle'),
  nl('Beheerder verwijderd', 'configuration.admins.removedTitle'),
  nl('Fout bij toevoegen beheerder', 'configuration.admins.addFailed'),
  nl('Fout bij verwijderen beheerder', 'configuration.admins.removeFailed'),
  en('Connection Test Failed', 'configuration.phone.connectionFailed'),
  en('Sync Failed', 'configuration.phone.syncFailed'),

  nl('Actief', 'emailTemplates.active'),
  nl('Geen template', 'emailTemplates.noTemplate'),
  nl('Aanvraag Ontvangen', 'emailTemplates.status.created'),
  nl('Afspraak Ingepland', 'emailTemplates.status.scheduled'),
  nl('Validatiefout', 'emailTemplates.validationTitle'),
  nl('Kon template niet aanmaken', 'emailTemplates.createFailed'),
  nl('Kon template niet bijwerken', 'emailTemplates.updateFailed'),
  nl('Template opgeslagen', 'emailTemplates.createdTitle'),
  nl('Email template is succesvol aangemaakt.', 'emailTemplates.created'),
  nl('Template bijgewerkt', 'emailTemplates.updatedTitle'),

  en('System Notifications', 'notifications.title'),
];
