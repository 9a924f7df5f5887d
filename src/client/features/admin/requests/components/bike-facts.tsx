import type { RequestBike } from '../../../../../contract/service-requests/bike.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { Detail } from './detail-list.tsx';

type BikeFactsProps = { bike: Pick<RequestBike, 'eBike' | 'lease'> };

/** 'E-bike' and 'Lease' beside a bike's name, so either is seen before the details are read. */
export function BikeFactMarkers({ bike }: BikeFactsProps) {
  const t = useTexts(REQUESTS_TEXTS).details;
  return (
    <>
      {bike.eBike ? <Badge variant="info">{t.eBikeMarker}</Badge> : null}
      {bike.lease ? <Badge variant="pending">{t.leaseMarker}</Badge> : null}
    </>
  );
}

/**
 * An e-bike's and a lease bike's facts (issue 34) as terms of the bike's detail list; only what
 * the bike has, so a bike without them reads as before.
 */
export function BikeFactDetails({ bike: { eBike, lease } }: BikeFactsProps) {
  const t = useTexts(REQUESTS_TEXTS).details;
  return (
    <>
      {eBike ? <Detail term={t.eBike}>{eBike.driveSystem}</Detail> : null}
      {eBike?.errorCode ? <Detail term={t.errorCode}>{eBike.errorCode}</Detail> : null}
      {eBike?.batterySerial ? <Detail term={t.batterySerial}>{eBike.batterySerial}</Detail> : null}
      {lease ? (
        <>
          <Detail term={t.lease}>{lease.company}</Detail>
          <Detail term={t.contractNumber}>{lease.contractNumber}</Detail>
        </>
      ) : null}
    </>
  );
}
