import { sql } from 'drizzle-orm';
import type { Language } from '../../../contract/language.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type {
  SubmitServiceRequestResult,
  ValidServiceRequestSubmission,
} from '../../../contract/service-requests/submission.ts';
import { assignPrivateLink, privateLinkUrl } from '../../auth/private-link.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { customers, serviceRequests } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { queueTemplatedEmail } from '../emails/service.ts';
import { raiseNotification } from '../notifications/service.ts';
import { insertBikes } from './bikes.ts';
import { CUSTOMER_ACTOR, requestSubmitted } from './events.ts';
import { onceForKey } from './idempotency.ts';

/**
 * Takes a customer's request in one transaction: the customer is found by e-mail or created,
 * the request is stored as pending with the contact details and the language it was sent in, and the
 * confirmation mail and the staff's notification are queued and `request.submitted` is
 * published. The answer carries the request's private link. All of it lands or none does.
 * An existing customer's record stays as it is: anyone can type an e-mail address, so a
 * submission is no proof that it comes from that customer (decision 018). Staff see where the
 * request differs and may adopt its details.
 */
export async function submitServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  config: Config;
  submission: ValidServiceRequestSubmission;
  /** The language the customer wrote in: the request keeps it, and its mails are in it. */
  language: Language;
  idempotencyKey?: string;
}): Promise<SubmitServiceRequestResult> {
  const { submission, config } = options;
  const { id, reference } = await onceForKey({
    database: options.database,
    key: options.idempotencyKey && `service-request:${options.idempotencyKey}`,
    request: submission,
    work: async (tx) => {
      const { fullName: _ignored, bikes: submittedBikes, ...fields } = submission;
      const fullName = `${fields.firstName} ${fields.lastName}`;
      const companyName = fields.customerType === 'business' ? fields.companyName : undefined;
      const address = {
        phone: fields.phone,
        street: fields.street,
        houseNumber: fields.houseNumber ?? null,
        houseNumberAddition: fields.houseNumberAddition ?? null,
        postalCode: fields.postalCode,
        city: fields.city,
      };
      // The customer is found or created as part of the request's insert: one query, not two.
      // For a known e-mail the update sets nothing new; unlike DO NOTHING, it still returns the
      // id when a submission running alongside has just inserted that customer.
      const customer = tx.db.$with('customer').as(
        tx.db
          .insert(customers)
          .values({ email: fields.email, fullName, ...address })
          .onConflictDoUpdate({
            target: customers.email,
            set: { updatedAt: sql`${customers.updatedAt}` },
          })
          .returning({ id: customers.id }),
      );
      const onLocation = fields.deliveryType === 'on_location';
      const [request] = await tx.db
        .with(customer)
        .insert(serviceRequests)
        .values({
          ...fields,
          ...(!onLocation && {
            bikeLocationStreet: undefined,
            bikeLocationHouseNumber: undefined,
            bikeLocationAddition: undefined,
            bikeLocationPostcode: undefined,
            bikeLocationCity: undefined,
          }),
          companyName,
          fullName,
          language: options.language,
          customerId: sql`(select ${customer.id} from ${customer})`,
          status: 'pending',
        })
        .returning();
      if (!request) throw new Error('service request insert returned no row');
      await insertBikes(tx.db, request.id, submittedBikes);
      await assignPrivateLink(tx.db, config, request.id);
      await queueTemplatedEmail({
        tx,
        jobs: options.jobs,
        status: 'created',
        request,
        workshop: config.workshop,
      });
      const reference = formatReference(request.id, request.createdAt);
      const bikeCount = submittedBikes.length;
      await options.jobs.publish(tx, requestSubmitted, {
        serviceRequestId: request.id,
        actor: CUSTOMER_ACTOR,
        payload: { deliveryType: request.deliveryType, bikeCount },
      });
      await raiseNotification(tx.db, {
        type: 'service_request_created',
        title: `Nieuwe serviceaanvraag ${reference}`,
        message: `${fullName}${companyName ? ` (${companyName})` : ''} vraagt ${onLocation ? 'service op locatie' : 'service in de werkplaats'} voor ${bikeCount} ${bikeCount === 1 ? 'fiets' : 'fietsen'}.`,
        severity: 'info',
        about: { serviceRequestId: request.id },
      });
      return { id: request.id, reference };
    },
  });
  // Made here, not kept with the idempotency key's answer, which would store the token. A
  // repeat comes within seconds of the first answer, before staff could have replaced the link.
  return { id, reference, privateLink: privateLinkUrl(config, id, 0) };
}
