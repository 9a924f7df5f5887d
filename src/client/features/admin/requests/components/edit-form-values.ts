import type { BikeServiceType } from '../../../../../contract/bikes.ts';
import type {
  CustomerType,
  DeliveryType,
} from '../../../../../contract/service-request-constants.ts';
import type { ServiceRequestSubmission } from '../../../../../contract/service-requests/submission.ts';
import { type BikeFacts, bikeFactsOf, toBikeFactsInput } from '../../../../lib/bike-facts.ts';
import { randomId } from '../../../../lib/random-id.ts';
import type { RequestItem } from '../api/list-service-requests.ts';

/** One bike as the edit form holds it: every field text, as typed. */
export type EditBike = {
  /**
   * Which bike this is while the form is open, so that removing one keeps each other bike's
   * fields in place: its id, or a random one for a bike added in the form. Not sent.
   */
  formKey: string;
  brand: string;
  model: string;
  frameNumber: string;
  mileage: string;
  issueDescription: string;
  /** Kept as it is: staff correct the text, not the customer's photo or choice of service. */
  photoPath?: string;
  serviceType?: BikeServiceType;
  /** 'Elektrische fiets?' and 'Leasefiets?' with their facts, as the portals hold them. */
  facts: BikeFacts;
};

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postalCode',
  'city',
  'bikeLocationStreet',
  'bikeLocationHouseNumber',
  'bikeLocationAddition',
  'bikeLocationPostcode',
  'bikeLocationCity',
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];

export type EditValues = Record<TextField, string> & {
  customerType: CustomerType;
  deliveryType: DeliveryType;
  bikes: EditBike[];
};

export const emptyBike = (): EditBike => ({
  formKey: randomId(),
  brand: '',
  model: '',
  frameNumber: '',
  mileage: '',
  issueDescription: '',
  facts: bikeFactsOf({}),
});

/** The stored request as form values. */
export function valuesOf(request: RequestItem): EditValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((key) => [key, request[key] ?? ''])) as Record<
    TextField,
    string
  >;
  return {
    ...texts,
    customerType: request.customerType,
    deliveryType: request.deliveryType,
    bikes: request.bikes.map((bike) => ({
      formKey: String(bike.id),
      brand: bike.brand,
      model: bike.model ?? '',
      frameNumber: bike.frameNumber ?? '',
      mileage: bike.mileage === undefined ? '' : String(bike.mileage),
      issueDescription: bike.issueDescription,
      photoPath: bike.photoPath,
      serviceType: bike.serviceType,
      facts: bikeFactsOf(bike),
    })),
  };
}

/**
 * The values as a submission, for the contract's schema to check; an empty mileage is none, and
 * a 'no' leaves the facts out, which removes them from the bike.
 */
export const submissionOf = ({ bikes, ...values }: EditValues): ServiceRequestSubmission => ({
  ...values,
  fullName: `${values.firstName.trim()} ${values.lastName.trim()}`,
  bikes: bikes.map(({ formKey: _formKey, mileage, facts, ...bike }) => ({
    ...bike,
    mileage: mileage.trim() === '' ? undefined : Number(mileage),
    ...toBikeFactsInput(facts),
  })),
});
