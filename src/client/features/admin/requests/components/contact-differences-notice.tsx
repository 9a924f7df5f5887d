import { UserCheck } from 'lucide-react';
import type { ContactDetail, CustomerContact } from '../../../../../contract/customers.ts';
import { formatAddress } from '../../../../../contract/house-number.ts';
import { formatPhone } from '../../../../../contract/phone-number.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useAdoptContactDetails } from '../api/adopt-contact-details.ts';
import type { RequestItem } from '../api/list-service-requests.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/** A contact detail as one line, the same way for the record and for the request; empty if none. */
const SHOWN_AS: Record<ContactDetail, (contact: CustomerContact) => string> = {
  name: (contact) => contact.fullName,
  phone: (contact) => (contact.phone ? formatPhone(contact.phone) : ''),
  address: (contact) =>
    formatAddress({
      street: contact.street,
      houseNumber: contact.houseNumber,
      addition: contact.houseNumberAddition,
      postcode: contact.postalCode,
      city: contact.city,
    }),
};

/**
 * Where the request's contact details differ from its customer record (decision 018): the
 * record's value beside the request's, and the one action that makes the record take them.
 * Keeping the record needs no action, so this informs rather than alarms.
 */
export function ContactDifferencesNotice({ request }: { request: RequestItem }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.contactDifferences;
  const adopt = useAdoptContactDetails();
  const shown = (detail: ContactDetail, contact: CustomerContact) =>
    SHOWN_AS[detail](contact) || texts.dash;
  const { customerContact, contactDifferences } = request;
  if (!customerContact || contactDifferences.length === 0) return null;
  return (
    <section
      aria-labelledby="contact-differences-title"
      className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h4 id="contact-differences-title" className="font-semibold">
        {t.title}
      </h4>
      <p>{t.explanation}</p>
      {/* Sized by content, words kept whole: on a phone a long street name gets the room it
          needs rather than being broken in the middle. */}
      <table className="w-full text-left">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            {/* The row headers say what the column holds, so its own header is for screen
                readers only. */}
            <th scope="col" className="pr-2 pb-1">
              <span className="sr-only">{t.detail}</span>
            </th>
            <th scope="col" className="pr-2 pb-1 font-medium">
              {t.onRecord}
            </th>
            <th scope="col" className="pb-1 font-medium">
              {t.inRequest}
            </th>
          </tr>
        </thead>
        <tbody>
          {contactDifferences.map((detail) => (
            <tr key={detail} className="border-t border-amber-200 align-top">
              <th scope="row" className="py-1 pr-2 font-normal">
                {t.details[detail]}
              </th>
              <td className="py-1 pr-2 break-words">{shown(detail, customerContact)}</td>
              <td className="py-1 font-medium break-words">{shown(detail, request)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t.keepHint}</p>
      <Button
        variant="outline"
        className="self-start"
        disabled={adopt.isPending}
        focusableWhenDisabled
        onClick={() => adopt.mutate(request.id)}
      >
        <UserCheck className="size-4" aria-hidden="true" />
        {adopt.isPending ? t.adopting : t.adopt}
      </Button>
    </section>
  );
}
