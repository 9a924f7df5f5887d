import { formatPhone, toE164 } from '../../../../../contract/phone-number.ts';
import { EmailLink } from '../../../../components/email-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useCustomer } from '../api/get-customer.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';
import { CustomerPrivacyActions, type Erasure } from './customer-privacy-actions.tsx';
import { DetailRow } from './detail-row.tsx';
import { formatCustomerAddress } from './format.ts';
import { ServiceHistory } from './service-history.tsx';

/**
 * The chosen customer: contact details, 'Customer since', the privacy export and erasure, and the
 * service history.
 */
export function CustomerDetails({ customerId, erasure }: { customerId: number; erasure: Erasure }) {
  const t = useTexts(CUSTOMERS_TEXTS);
  const format = useFormat();
  const customer = useCustomer(customerId);
  if (customer.isPending) return <p role="status">{t.loadingCustomer}</p>;
  if (customer.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
        {t.fetchCustomerFailed}: {customer.error.message}
      </p>
    );
  }
  const { data } = customer;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-lg font-semibold wrap-anywhere">{data.fullName}</h3>
        <dl className="flex flex-col gap-1">
          <DetailRow term={t.email}>
            <EmailLink email={data.email} />
          </DetailRow>
          <DetailRow term={t.phone}>
            {data.phone ? (
              <a
                className="text-brand-800 underline"
                href={`tel:${toE164(data.phone) ?? data.phone.replace(/\s/g, '')}`}
              >
                {formatPhone(data.phone)}
              </a>
            ) : null}
          </DetailRow>
          <DetailRow term={t.address}>{formatCustomerAddress(data)}</DetailRow>
          <DetailRow term={t.customerSince}>{format.shortDate(data.createdAt)}</DetailRow>
        </dl>
        <CustomerPrivacyActions customer={data} erasure={erasure} />
      </Card>
      <ServiceHistory customerId={customerId} />
    </div>
  );
}
