import { ChevronLeft, ChevronRight, Phone } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatAddress } from '../../../../../contract/house-number.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../../../../contract/language.ts';
import { formatPhone } from '../../../../../contract/phone-number.ts';
import { EmailLink } from '../../../../components/email-link.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Sheet } from '../../../../components/ui/sheet.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useQuotes } from '../api/get-quotes.ts';
import { useServiceRequest } from '../api/get-service-request.ts';
import type { RequestItem } from '../api/list-service-requests.ts';
import { useMakeCall } from '../api/make-call.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { BikeFactDetails, BikeFactMarkers } from './bike-facts.tsx';
import { BikeJourney } from './bike-journey.tsx';
import { BikePhoto } from './bike-photo.tsx';
import { BikeQuote } from './bike-quote.tsx';
import { ContactDifferencesNotice } from './contact-differences-notice.tsx';
import { CustomerAdditions } from './customer-additions.tsx';
import { Detail, DetailList, DetailSection } from './detail-list.tsx';
import { canHandle } from './format.ts';
import { IntegrationProblems } from './integration-problems.tsx';
import { LessorQuoteLink } from './lessor-quote-link.tsx';
import { PrivateLinkActions } from './private-link-actions.tsx';
import { RequestLabels } from './request-labels.tsx';
import { RequestNotes } from './request-notes.tsx';
import { RequestTimeline } from './request-timeline.tsx';
import { StageBadge } from './stage-badge.tsx';
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

/** A part of the panel with a border of its own, so the columns read as separate cards. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-4">
      <DetailSection title={title}>{children}</DetailSection>
    </div>
  );
}

function CustomerCard({ request }: { request: RequestItem }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.details;
  return (
    <Card title={t.customer}>
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
        <Detail term={t.email}>
          <EmailLink email={request.email} />
        </Detail>
        <Detail term={t.phone}>
          <span className="flex flex-wrap items-center gap-2">
            {request.phone ? formatPhone(request.phone) : t.noPhone}
            <CallButton phone={request.phone} />
          </span>
        </Detail>
        <Detail term={t.language}>
          <span lang={LANGUAGE_TAGS[request.language]}>{LANGUAGE_NAMES[request.language]}</span>
        </Detail>
        <Detail term={texts.privateLink.term}>
          <PrivateLinkActions requestId={request.id} />
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
    </Card>
  );
}

function HandlingCard({ request }: { request: RequestItem }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.details;
  const format = useFormat();
  return (
    <Card title={t.handling}>
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
        <Detail term={t.status}>
          <span className="flex flex-wrap gap-2">
            <StatusBadge request={request} />
            {request.isArchived ? <Badge>{texts.archived}</Badge> : null}
          </span>
        </Detail>
        {request.stage ? (
          <Detail term={texts.journey.requestStage}>
            <StageBadge stage={request.stage} />
          </Detail>
        ) : null}
        {request.rejectionReason ? (
          <Detail term={t.rejectionReason}>{request.rejectionReason}</Detail>
        ) : null}
        {request.cancelledByCustomerAt ? (
          <>
            <Detail term={t.cancelledAt}>
              {format.longDateTime(request.cancelledByCustomerAt)}
            </Detail>
            <Detail term={t.cancellationReason}>
              <span className="whitespace-pre-line wrap-anywhere">
                {request.cancellationReason ?? t.noCancellationReason}
              </span>
            </Detail>
          </>
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
      <h4 className="mt-2 text-sm font-medium text-gray-900">{t.labels}</h4>
      <RequestLabels request={request} />
    </Card>
  );
}

/** Every bike as a card of its own, side by side as far as the width allows. */
function Bikes({ request }: { request: RequestItem }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.details;
  const quotes = useQuotes(
    request.id,
    request.bikes.some((bike) => bike.progress),
  );
  return (
    <DetailSection title={t.bikes}>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(18rem,1fr))] gap-4">
        {request.bikes.map((bike, index) => {
          const name = t.bike(index + 1);
          return (
            <li
              key={bike.id}
              className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3"
            >
              <h4 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                <span>{name}</span>
                <span className="text-gray-700">
                  {bike.brand}
                  {bike.model ? ` ${bike.model}` : ''}
                </span>
                <BikeFactMarkers bike={bike} />
              </h4>
              {bike.progress ? (
                <BikeJourney
                  requestId={request.id}
                  bikeId={bike.id}
                  bikeName={name}
                  isLeaseBike={bike.lease !== undefined}
                  progress={bike.progress}
                />
              ) : null}
              {bike.progress && quotes.isError ? (
                <p className="text-sm text-red-700">{texts.quote.loadFailed}</p>
              ) : null}
              {bike.progress && quotes.data ? (
                <BikeQuote
                  requestId={request.id}
                  bikeId={bike.id}
                  bikeName={name}
                  quotes={quotes.data.filter((quote) => quote.bikeId === bike.id)}
                  stage={bike.progress.stage}
                />
              ) : null}
              {bike.lease ? (
                <LessorQuoteLink requestId={request.id} bikeId={bike.id} bikeName={name} />
              ) : null}
              {bike.photoPath ? <BikePhoto path={bike.photoPath} bike={name} /> : null}
              <DetailList>
                <Detail term={t.brand}>{bike.brand}</Detail>
                <Detail term={t.model}>{bike.model}</Detail>
                <Detail term={t.frameNumber}>{bike.frameNumber}</Detail>
                <Detail term={t.mileage}>
                  {bike.mileage === undefined ? undefined : t.mileageValue(bike.mileage)}
                </Detail>
                {bike.photoPath ? null : <Detail term={t.photo} />}
                <Detail term={t.bikeServiceType}>
                  {bike.serviceType && t.bikeServiceTypes[bike.serviceType]}
                </Detail>
                <BikeFactDetails bike={bike} />
              </DetailList>
              <div className="flex flex-col gap-1 text-sm">
                <p className="text-gray-600">{t.issueDescription}</p>
                <p className="whitespace-pre-line wrap-anywhere text-gray-900">
                  {bike.issueDescription}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}

/** Read out everywhere, seen from 640 px on: a phone's panel header keeps to one line. */
const PHONE_HIDDEN = 'sr-only sm:not-sr-only';

/** Whether a key press is typing, which the arrow keys must not take over. */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export type RequestPanelProps = {
  /** The request to show; the panel loads it (and shows it at once when a list has it). */
  requestId: number;
  onClose: () => void;
  /** Shows the request before this one; none at the first. */
  onPrevious?: () => void;
  /** Shows the request after this one; none at the last. */
  onNext?: () => void;
  onApprove: (request: RequestItem) => void;
  onReject: (request: RequestItem) => void;
  /** A change to the request is being sent: approve and reject wait. */
  busy: boolean;
};

/**
 * A request read in full (docs/product.md#requests-tab), in a panel of most of a laptop's width
 * and the whole of a phone's: its bikes side by side with large photos that zoom, the customer
 * (and where the request's contact details differ from the customer record), delivery, labels,
 * handling and staff's internal notes. The previous and next request open in place, by button
 * or by the arrow keys. A pending request can be rejected or approved from here; an approved one
 * whose work order or planner activity failed shows why first, and can make either again.
 */
export function RequestPanel({
  requestId,
  onClose,
  onPrevious,
  onNext,
  onApprove,
  onReject,
  busy,
}: RequestPanelProps) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.details;
  const { data: request, isError } = useServiceRequest(requestId);

  const browse = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only keys pressed in the panel itself: not in a field, nor in a dialog opened over it.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const go = event.key === 'ArrowLeft' ? onPrevious : event.key === 'ArrowRight' ? onNext : null;
    if (!go) return;
    event.preventDefault();
    go();
  };

  // Opened from the board or by its own address the panel has no list to browse: no buttons then.
  const navigation = (onPrevious || onNext) && (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        onClick={onPrevious}
        disabled={!onPrevious}
        focusableWhenDisabled
        aria-keyshortcuts="ArrowLeft"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className={PHONE_HIDDEN}>{texts.panel.previous}</span>
      </Button>
      <Button
        variant="outline"
        onClick={onNext}
        disabled={!onNext}
        focusableWhenDisabled
        aria-keyshortcuts="ArrowRight"
      >
        <span className={PHONE_HIDDEN}>{texts.panel.next}</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      <span className="hidden text-sm text-gray-600 lg:inline">{texts.panel.keyHint}</span>
    </div>
  );

  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="wide"
      onKeyDown={browse}
      title={
        <span className="flex flex-wrap items-center gap-2">
          {request ? t.title(request.reference) : texts.panel.loading}
          {request ? <StatusBadge request={request} /> : null}
          {request?.stage ? <StageBadge stage={request.stage} /> : null}
        </span>
      }
      description={t.description}
      actions={navigation || undefined}
      footer={
        request && canHandle(request) ? (
          <>
            <Button variant="outline" onClick={() => onReject(request)} disabled={busy}>
              {t.reject}
            </Button>
            <Button onClick={() => onApprove(request)} disabled={busy} focusableWhenDisabled>
              {t.approve}
            </Button>
          </>
        ) : undefined
      }
    >
      {request ? (
        <div className="flex flex-col gap-6">
          <IntegrationProblems request={request} />
          <div className="grid gap-4 lg:grid-cols-3">
            <CustomerCard request={request} />
            <HandlingCard request={request} />
            <Card title={texts.notes.title}>
              <RequestNotes requestId={request.id} />
            </Card>
          </div>
          <Bikes request={request} />
          <CustomerAdditions requestId={request.id} />
          <Card title={texts.timeline.title}>
            <RequestTimeline requestId={request.id} />
          </Card>
        </div>
      ) : isError ? (
        <p role="alert" className="text-red-800">
          {texts.panel.loadFailed}
        </p>
      ) : (
        <p role="status">{texts.panel.loading}</p>
      )}
    </Sheet>
  );
}
