import { Phone } from 'lucide-react';
import { formatAddress } from '../../../../../contract/house-number.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../../../../contract/language.ts';
import { formatPhone } from '../../../../../contract/phone-number.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useMakeCall } from '../api/make-call.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { BikePhoto } from './bike-photo.tsx';
import { ContactDifferencesNotice } from './contact-differences-notice.tsx';
import { Detail, DetailList, DetailSection } from './detail-list.tsx';
import type { RequestDialogProps } from './dialog-props.ts';
import { canHandle } from './format.ts';
import { IntegrationProblems } from './integration-problems.tsx';
import { RequestLabels } from './request-labels.tsx';
import { StatusBadge } from './status-badge.tsx';

/** 'Bel': Aircall rings the staff member and then the customer; without a number it says so. */
function CallButton({ phone }: { phone: string | null }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.details;
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
            title: texts.call.noPhoneTitle,
            description: texts.call.noPhone,
            variant: 'destructive',
          });
      }}
    >
      <Phone className="size-4" aria-hidden="true" />
      {t.call}
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
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.details;
  const format = useFormat();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title(request.reference)}
      description={t.description}
      className="max-w-3xl"
      footer={
        canHandle(request) ? (
          <>
            <Button variant="outline" onClick={onReject} disabled={busy}>
              {t.reject}
            </Button>
            <Button onClick={onApprove} disabled={busy} focusableWhenDisabled>
              {t.approve}
            </Button>
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-6">
        <IntegrationProblems request={request} />
        <DetailSection title={t.customer}>
          <ContactDifferencesNotice request={request} />
          <DetailList>
            <Detail term={t.name}>{request.fullName}</Detail>
            {request.customerType === 'business' ? (
              <Detail term={t.company}>
                <span className="flex flex-wrap items-center gap-2">
                  <span>{request.companyName}</span>
                  <Badge variant="info">{texts.business}</Badge>
                </span>
              </Detail>
            ) : null}
            <Detail term={t.email}>{request.email}</Detail>
            <Detail term={t.phone}>
              <span className="flex flex-wrap items-center gap-2">
                {request.phone ? formatPhone(request.phone) : t.noPhone}
                <CallButton phone={request.phone} />
              </span>
            </Detail>
            <Detail term={t.language}>
              <span lang={LANGUAGE_TAGS[request.language]}>{LANGUAGE_NAMES[request.language]}</span>
            </Detail>
            <Detail term={t.invoiceAddress}>
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

        <DetailSection title={t.labels}>
          <RequestLabels request={request} />
        </DetailSection>

        <DetailSection title={t.delivery}>
          <DetailList>
            <Detail term={t.deliveryType}>{texts.deliveryType[request.deliveryType]}</Detail>
            {request.deliveryType === 'on_location' ? (
              <Detail term={t.bikeLocation}>
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

        <DetailSection title={t.bikes}>
          <ol className="flex flex-col gap-4">
            {request.bikes.map((bike, index) => {
              const name = t.bike(index + 1);
              return (
                <li key={bike.id} className="rounded-md border border-gray-200 p-3">
                  <h4 className="mb-2 font-medium">{name}</h4>
                  <DetailList>
                    <Detail term={t.brand}>{bike.brand}</Detail>
                    <Detail term={t.model}>{bike.model}</Detail>
                    <Detail term={t.frameNumber}>{bike.frameNumber}</Detail>
                    <Detail term={t.mileage}>
                      {bike.mileage === undefined ? undefined : t.mileageValue(bike.mileage)}
                    </Detail>
                    <Detail term={t.photo}>
                      {bike.photoPath ? <BikePhoto path={bike.photoPath} bike={name} /> : undefined}
                    </Detail>
                    <Detail term={t.issueDescription}>
                      <span className="whitespace-pre-line">{bike.issueDescription}</span>
                    </Detail>
                    <Detail term={t.bikeServiceType}>
                      {bike.serviceType && t.bikeServiceTypes[bike.serviceType]}
                    </Detail>
                  </DetailList>
                </li>
              );
            })}
          </ol>
        </DetailSection>

        <DetailSection title={t.handling}>
          <DetailList>
            <Detail term={t.status}>
              <span className="flex flex-wrap gap-2">
                <StatusBadge status={request.status} />
                {request.isArchived ? <Badge>{texts.archived}</Badge> : null}
              </span>
            </Detail>
            {request.rejectionReason ? (
              <Detail term={t.rejectionReason}>{request.rejectionReason}</Detail>
            ) : null}
            <Detail term={t.repairNumber}>{request.cycleSoftwareRepairNumber}</Detail>
            {request.workOrderIds.length > 0 ? (
              <Detail term={t.workOrders}>{request.workOrderIds.join(', ')}</Detail>
            ) : null}
            {request.archivalReason ? (
              <Detail term={t.archivalReason}>{request.archivalReason}</Detail>
            ) : null}
            <Detail term={t.submitted}>{format.longDateTime(request.createdAt)}</Detail>
          </DetailList>
        </DetailSection>
      </div>
    </Dialog>
  );
}
