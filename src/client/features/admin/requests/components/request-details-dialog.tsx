import { Phone } from 'lucide-react';
import { formatAddress } from '../../../../../contract/house-number.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useMakeCall } from '../api/make-call.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import { BikePhoto } from './bike-photo.tsx';
import { ContactDifferencesNotice } from './contact-differences-notice.tsx';
import { Detail, DetailList, DetailSection } from './detail-list.tsx';
import type { RequestDialogProps } from './dialog-props.ts';
import { canHandle, formatDateTime } from './format.ts';
import { IntegrationProblems } from './integration-problems.tsx';
import { RequestLabels } from './request-labels.tsx';
import { StatusBadge } from './status-badge.tsx';

const T = REQUESTS_TEXT.details;

/** 'Bel': Aircall rings the staff member and then the customer; without a number it says so. */
function CallButton({ phone }: { phone: string | null }) {
  const call = useMakeCall();
  return (
    <Button
      variant="outline"
      disabled={call.isPending}
      focusableWhenDisabled
      onClick={() => {
        if (phone) call.mutate(phone);
        else
          toast({
            title: REQUESTS_TEXT.call.noPhoneTitle,
            description: REQUESTS_TEXT.call.noPhone,
            variant: 'destructive',
          });
      }}
    >
      <Phone className="size-4" aria-hidden="true" />
      {T.call}
    </Button>
  );
}

/**
 * Everything about one request (docs/product.md#requests-tab): customer (and where the request's
 * contact details differ from the customer record), invoice address, labels, delivery, each bike
 * and its handling. A pending request can be rejected or approved from here; an approved one
 * whose work order or planner activity failed shows why first, and can make either again.
 */
export function RequestDetailsDialog({
  request,
  open,
  onOpenChange,
  onReject,
  onApprove,
  busy,
}: RequestDialogProps & {
  onReject: () => void;
  onApprove: () => void;
  busy: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.title(request.reference)}
      description={T.description}
      className="max-w-3xl"
      footer={
        canHandle(request) ? (
          <>
            <Button variant="outline" onClick={onReject} disabled={busy}>
              {T.reject}
            </Button>
            <Button onClick={onApprove} disabled={busy} focusableWhenDisabled>
              {T.approve}
            </Button>
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-6">
        <IntegrationProblems request={request} />
        <DetailSection title={T.customer}>
          <ContactDifferencesNotice request={request} />
          <DetailList>
            <Detail term={T.name}>{request.fullName}</Detail>
            {request.customerType === 'business' ? (
              <Detail term={T.company}>
                <span className="flex flex-wrap items-center gap-2">
                  <span>{request.companyName}</span>
                  <Badge variant="info">{REQUESTS_TEXT.business}</Badge>
                </span>
              </Detail>
            ) : null}
            <Detail term={T.email}>{request.email}</Detail>
            <Detail term={T.phone}>
              <span className="flex flex-wrap items-center gap-2">
                {request.phone || T.noPhone}
                <CallButton phone={request.phone} />
              </span>
            </Detail>
            <Detail term={T.invoiceAddress}>
              {formatAddress({
                street: request.street,
                houseNumber: request.houseNumber,
                addition: request.houseNumberAddition,
                postcode: request.postalCode,
                city: request.city,
              })}
            </Detail>
          </DetailList>
        </DetailSection>

        <DetailSection title={T.labels}>
          <RequestLabels request={request} />
        </DetailSection>

        <DetailSection title={T.delivery}>
          <DetailList>
            <Detail term={T.deliveryType}>
              {REQUESTS_TEXT.deliveryType[request.deliveryType]}
            </Detail>
            {request.deliveryType === 'on_location' ? (
              <Detail term={T.bikeLocation}>
                {formatAddress({
                  street: request.bikeLocationStreet,
                  houseNumber: request.bikeLocationHouseNumber,
                  addition: request.bikeLocationAddition,
                  postcode: request.bikeLocationPostcode,
                  city: request.bikeLocationCity,
                })}
              </Detail>
            ) : null}
          </DetailList>
        </DetailSection>

        <DetailSection title={T.bikes}>
          <ol className="flex flex-col gap-4">
            {request.bikes.map((bike, index) => {
              const name = T.bike(index + 1);
              return (
                <li key={bike.id} className="rounded-md border border-gray-200 p-3">
                  <h4 className="mb-2 font-medium">{name}</h4>
                  <DetailList>
                    <Detail term={T.brand}>{bike.brand}</Detail>
                    <Detail term={T.model}>{bike.model}</Detail>
                    <Detail term={T.frameNumber}>{bike.frameNumber}</Detail>
                    <Detail term={T.mileage}>
                      {bike.mileage === undefined ? undefined : T.mileageValue(bike.mileage)}
                    </Detail>
                    <Detail term={T.photo}>
                      {bike.photoPath ? <BikePhoto path={bike.photoPath} bike={name} /> : undefined}
                    </Detail>
                    <Detail term={T.issueDescription}>
                      <span className="whitespace-pre-line">{bike.issueDescription}</span>
                    </Detail>
                    <Detail term={T.bikeServiceType}>
                      {bike.serviceType && T.bikeServiceTypes[bike.serviceType]}
                    </Detail>
                  </DetailList>
                </li>
              );
            })}
          </ol>
        </DetailSection>

        <DetailSection title={T.handling}>
          <DetailList>
            <Detail term={T.status}>
              <span className="flex flex-wrap gap-2">
                <StatusBadge status={request.status} />
                {request.isArchived ? <Badge>{REQUESTS_TEXT.archived}</Badge> : null}
              </span>
            </Detail>
            {request.rejectionReason ? (
              <Detail term={T.rejectionReason}>{request.rejectionReason}</Detail>
            ) : null}
            <Detail term={T.repairNumber}>{request.cycleSoftwareRepairNumber}</Detail>
            {request.workOrderIds.length > 0 ? (
              <Detail term={T.workOrders}>{request.workOrderIds.join(', ')}</Detail>
            ) : null}
            {request.archivalReason ? (
              <Detail term={T.archivalReason}>{request.archivalReason}</Detail>
            ) : null}
            <Detail term={T.submitted}>{formatDateTime(request.createdAt)}</Detail>
          </DetailList>
        </DetailSection>
      </div>
    </Dialog>
  );
}
