import type { Bike, RequestBike } from '../../contract/service-requests/bike.ts';

/**
 * The value of the 'Overig' option of the drive system and leasing company lists, which opens a
 * field for the customer's own words. No drive system or company of the lists is called so.
 */
export const OTHER_CHOICE = 'overig';

/**
 * What a customer answered about an e-bike and a lease bike (issue 34), as a form keeps it: the
 * portals' and the staff's edit dialog.
 * An answer left open (`undefined`) or 'Nee' (`false`) sends nothing; the fields behind a 'Nee'
 * keep their values, so switching back to 'Ja' finds them again.
 */
export type BikeFacts = {
  isEBike?: boolean;
  /** One of `DRIVE_SYSTEMS`, `OTHER_CHOICE`, or empty while none is chosen. */
  driveSystem: string;
  customDriveSystem: string;
  errorCode: string;
  batterySerial: string;
  isLease?: boolean;
  /** A company of the workshop's list by name, `OTHER_CHOICE`, or empty while none is chosen. */
  leaseCompany: string;
  customLeaseCompany: string;
  contractNumber: string;
};

export const emptyBikeFacts = (): BikeFacts => ({
  driveSystem: '',
  customDriveSystem: '',
  errorCode: '',
  batterySerial: '',
  leaseCompany: '',
  customLeaseCompany: '',
  contractNumber: '',
});

/**
 * A stored name as a choice: itself, also when the list does not have it (typed by a customer,
 * or a company since removed), so that reading a bike into a form and back changes nothing.
 * Only a name that is the 'Overig' option's value goes back as own words.
 */
const asChoice = (name = '') =>
  name === OTHER_CHOICE ? { choice: OTHER_CHOICE, ownWords: name } : { choice: name, ownWords: '' };

/** A stored bike's facts as a form holds them: the inverse of `toBikeFactsInput`. */
export function bikeFactsOf({ eBike, lease }: Pick<RequestBike, 'eBike' | 'lease'>): BikeFacts {
  const driveSystem = asChoice(eBike?.driveSystem);
  const leaseCompany = asChoice(lease?.company);
  return {
    isEBike: eBike !== undefined,
    driveSystem: driveSystem.choice,
    customDriveSystem: driveSystem.ownWords,
    errorCode: eBike?.errorCode ?? '',
    batterySerial: eBike?.batterySerial ?? '',
    isLease: lease !== undefined,
    leaseCompany: leaseCompany.choice,
    customLeaseCompany: leaseCompany.ownWords,
    contractNumber: lease?.contractNumber ?? '',
  };
}

/** A choice of a list, or the customer's own words for 'Overig'. */
const chosenName = (choice: string, ownWords: string) =>
  choice === OTHER_CHOICE ? ownWords : choice;

/**
 * The facts as a bike carries them (decision 051): `eBike` and `lease` only after a 'Ja'.
 * A draft from before the questions existed has no facts and sends neither.
 */
export function toBikeFactsInput(facts: BikeFacts | undefined): Pick<Bike, 'eBike' | 'lease'> {
  if (!facts) return {};
  return {
    ...(facts.isEBike
      ? {
          eBike: {
            driveSystem: chosenName(facts.driveSystem, facts.customDriveSystem),
            errorCode: facts.errorCode,
            batterySerial: facts.batterySerial,
          },
        }
      : {}),
    ...(facts.isLease
      ? {
          lease: {
            company: chosenName(facts.leaseCompany, facts.customLeaseCompany),
            contractNumber: facts.contractNumber,
          },
        }
      : {}),
  };
}

/** The facts a review shows of a bike, as [what, value] pairs; none after two 'Nee's. */
export type BikeFactLabels = {
  driveSystem: string;
  errorCode: string;
  batterySerial: string;
  leaseCompany: string;
  contractNumber: string;
};

export function bikeFactRows(facts: BikeFacts | undefined, labels: BikeFactLabels) {
  const { eBike, lease } = toBikeFactsInput(facts);
  const rows: [label: string, value: string][] = [];
  if (eBike) {
    rows.push([labels.driveSystem, eBike.driveSystem]);
    rows.push([labels.errorCode, eBike.errorCode ?? '']);
    rows.push([labels.batterySerial, eBike.batterySerial ?? '']);
  }
  if (lease) {
    rows.push([labels.leaseCompany, lease.company]);
    rows.push([labels.contractNumber, lease.contractNumber]);
  }
  return rows;
}
