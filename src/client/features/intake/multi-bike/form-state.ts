import {
  BIKE_BRAND_LABELS,
  type BikeBrand,
  type BikeServiceType,
  OTHER_BRAND,
} from '../../../../contract/bikes.ts';
import type { DeliveryType } from '../../../../contract/service-request-constants.ts';
import { parseMileage } from '../../../../contract/service-request-constants.ts';
import type { ServiceRequestSubmission } from '../../../../contract/service-requests/submission.ts';
import { type BikeFacts, toBikeFactsInput } from '../../../lib/bike-facts.ts';
import { type FieldErrors, type InputWords, issuesToErrors } from '../../../lib/field-errors.ts';
import { randomId } from '../../../lib/random-id.ts';
import { type AddressValue, EMPTY_ADDRESS } from '../shared/address-lookup-fields.tsx';
import {
  type ContactValues,
  emptyContact,
  joinPhone,
  toContactInput,
} from '../shared/form-values.ts';
import { isKeyedSubmissionOrNothing, type KeyedSubmission } from '../shared/idempotency-key.ts';
import type { UploadedPhoto } from '../shared/photo-input.tsx';
import type { Schemas } from '../shared/use-schemas.ts';

export type BikeDraft = {
  key: string;
  brand: BikeBrand | '';
  customBrand: string;
  model: string;
  frameNumber: string;
  mileage: string;
  issueDescription: string;
  photo?: UploadedPhoto;
  /** Shown in the form only: the API has no field for it. */
  serviceType: BikeServiceType;
  /** Absent in a draft kept from before the e-bike and lease questions. */
  facts?: BikeFacts;
};

export type MultiBikeDraft = ContactValues & {
  version: 1;
  /** The last submission sent and its key, so that a retry or a reload can send it again. */
  lastSent?: KeyedSubmission;
  step: number;
  deliveryType: DeliveryType;
  billing: AddressValue;
  bikeLocation: AddressValue;
  /**
   * One address typed once and used for both (on-location service only): the billing address
   * taken from the bike's, or the bike's from the billing address.
   */
  sameAddress?: SameAddress;
  bikes: BikeDraft[];
  confirmed: boolean;
};

export type SameAddress = 'billing-is-bike-location' | 'bike-location-is-billing';

export const STEP_COUNT = 4;

/** Changes the draft: a patch, or a patch made from the latest draft. */
export type UpdateDraft = (
  patch: Partial<MultiBikeDraft> | ((draft: MultiBikeDraft) => Partial<MultiBikeDraft>),
) => void;

/** What every step component gets; `backTo` shows an earlier step, as Vorige does. */
export type StepProps = {
  draft: MultiBikeDraft;
  update: UpdateDraft;
  errors: FieldErrors;
  backTo: (step: number) => void;
};

export const createBike = (): BikeDraft => ({
  key: randomId(),
  brand: '',
  customBrand: '',
  model: '',
  frameNumber: '',
  mileage: '',
  issueDescription: '',
  serviceType: 'maintenance',
});

/** The multi-bike form starts on on-location service (docs/product.md#submission). */
export const createDraft = (): MultiBikeDraft => ({
  version: 1,
  step: 1,
  deliveryType: 'on_location',
  ...emptyContact(),
  billing: { ...EMPTY_ADDRESS },
  bikeLocation: { ...EMPTY_ADDRESS },
  bikes: [createBike()],
  confirmed: false,
});

export const isMultiBikeDraft = (value: unknown): value is MultiBikeDraft =>
  typeof value === 'object' &&
  value !== null &&
  (value as MultiBikeDraft).version === 1 &&
  isKeyedSubmissionOrNothing((value as MultiBikeDraft).lastSent) &&
  Array.isArray((value as MultiBikeDraft).bikes) &&
  typeof (value as MultiBikeDraft).billing === 'object' &&
  typeof (value as MultiBikeDraft).bikeLocation === 'object';

/** Street, number, postcode and city are there: an address another can be taken from. */
export const isCompleteAddress = (address: AddressValue) =>
  Boolean(address.street && address.houseNumber && address.postcode && address.city);

/**
 * The draft with its shared address copied where it is used: the address taken from the other
 * follows every change of it. Workshop service has no bike location to share.
 */
export function withSameAddress(draft: MultiBikeDraft): MultiBikeDraft {
  if (draft.deliveryType !== 'on_location') {
    return draft.sameAddress ? { ...draft, sameAddress: undefined } : draft;
  }
  if (draft.sameAddress === 'billing-is-bike-location') {
    return { ...draft, billing: { ...draft.bikeLocation } };
  }
  if (draft.sameAddress === 'bike-location-is-billing') {
    return { ...draft, bikeLocation: { ...draft.billing } };
  }
  return draft;
}

/** The brand as sent: the typed name for 'Overig', else the brand's label. */
export const bikeBrandName = (bike: BikeDraft) =>
  bike.brand === OTHER_BRAND ? bike.customBrand : bike.brand ? BIKE_BRAND_LABELS[bike.brand] : '';

const blankToUndefined = (text: string) => text.trim() || undefined;

export const fullPhone = (draft: MultiBikeDraft) => joinPhone(draft.phoneCode, draft.phoneNumber);

export const toDeliveryInput = (draft: MultiBikeDraft) => ({
  deliveryType: draft.deliveryType,
  ...(draft.deliveryType === 'on_location'
    ? {
        bikeLocationStreet: draft.bikeLocation.street,
        bikeLocationHouseNumber: draft.bikeLocation.houseNumber,
        bikeLocationAddition: draft.bikeLocation.addition,
        bikeLocationPostcode: draft.bikeLocation.postcode,
        bikeLocationCity: draft.bikeLocation.city,
      }
    : {}),
});

export const toCustomerInput = (draft: MultiBikeDraft) => ({
  ...toContactInput(draft),
  street: draft.billing.street,
  houseNumber: draft.billing.houseNumber,
  houseNumberAddition: draft.billing.addition,
  postalCode: draft.billing.postcode,
  city: draft.billing.city,
});

export const toBikesInput = (draft: MultiBikeDraft) => ({
  bikes: draft.bikes.map((bike) => ({
    brand: bikeBrandName(bike),
    model: bike.model,
    frameNumber: blankToUndefined(bike.frameNumber),
    mileage: parseMileage(bike.mileage),
    issueDescription: bike.issueDescription,
    photoPath: bike.photo?.photoPath,
    serviceType: bike.serviceType,
    ...toBikeFactsInput(bike.facts),
  })),
});

export const toSubmission = (draft: MultiBikeDraft): ServiceRequestSubmission => ({
  ...toCustomerInput(draft),
  ...toDeliveryInput(draft),
  ...toBikesInput(draft),
});

/** The first step that asks for a field of the submission ("bikeLocationCity", "bikes.0.brand"). */
export const stepOfField = (key: string) =>
  key.startsWith('bikes') ? 3 : key === 'deliveryType' || key.startsWith('bikeLocation') ? 1 : 2;

/** Checks one step with the contract's multi-bike step schema, worded by `input`. */
export function validateStep(
  multiBikeSteps: Schemas['multiBikeSteps'],
  step: number,
  draft: MultiBikeDraft,
  input: InputWords,
): FieldErrors {
  if (step === 2) {
    // Step 2 repeats the service option and the bike's address: those are checked again.
    const customer = multiBikeSteps.customer.safeParse(toCustomerInput(draft));
    return {
      ...validateStep(multiBikeSteps, 1, draft, input),
      ...(customer.success ? {} : issuesToErrors(customer.error.issues, input)),
    };
  }
  const result =
    step === 1
      ? multiBikeSteps.delivery.safeParse(toDeliveryInput(draft))
      : step === 3
        ? multiBikeSteps.bikes.safeParse(toBikesInput(draft))
        : undefined;
  return result && !result.success ? issuesToErrors(result.error.issues, input) : {};
}
