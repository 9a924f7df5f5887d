import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BIKE_SERVICE_TYPES, LAST_BIKE_POSITION } from '../../contract/bikes.ts';
import { EMAIL_TEMPLATE_STATUSES } from '../../contract/email-templates.ts';
import { REQUEST_OUTCOMES } from '../../contract/insights-constants.ts';
import { CALL_DIRECTIONS, CONTACT_SYNC_STATUSES } from '../../contract/integrations.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../contract/language.ts';
import { NOTIFICATION_SEVERITIES, NOTIFICATION_SOURCES } from '../../contract/notifications.ts';
import {
  CUSTOMER_TYPES,
  DELIVERY_TYPES,
  SERVICE_REQUEST_STATUSES,
} from '../../contract/service-request-constants.ts';
import { QUOTE_DECISIONS, type QuoteLine } from '../../contract/service-requests/quotes.ts';
import { BIKE_STAGES, DEFAULT_BIKE_MINUTES } from '../../contract/service-requests/stages.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A trigram index, so that `ILIKE '%fragment%'` searches use an index instead of a scan. */
/**
 * New rows wait in a GIN index's pending list until a vacuum, or until the list is full, and
 * every search reads that list in full. PostgreSQL's default of 4 MB let 2 000 new requests
 * make a postcode search 4 times slower (0.6 → 2.6 ms); at 256 kB it stays at 0.5 ms, and the
 * inserts that empty the list cost 0.1 ms a row instead of 0.04 (0.7 without a pending list).
 */
const trigramIndex = (name: string, column: Parameters<typeof sql>[1]) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`).with({ gin_pending_list_limit: 256 });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  /** The language the person chose for the dashboard; none until they choose (decision 032). */
  language: text('language', { enum: LANGUAGES }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  fullName: text('full_name'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);

export const magicLinkTokens = pgTable(
  'magic_link_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    requestedFromIp: text('requested_from_ip').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('magic_link_tokens_email_created_at_idx').on(table.email, table.createdAt),
    index('magic_link_tokens_ip_created_at_idx').on(table.requestedFromIp, table.createdAt),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    street: text('street'),
    houseNumber: text('house_number'),
    houseNumberAddition: text('house_number_addition'),
    postalCode: text('postal_code'),
    city: text('city'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    trigramIndex('customers_full_name_trgm_idx', table.fullName),
    trigramIndex('customers_email_trgm_idx', table.email),
  ],
);

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull().default('private'),
    companyName: text('company_name'),
    street: text('street'),
    houseNumber: text('house_number'),
    houseNumberAddition: text('house_number_addition'),
    postalCode: text('postal_code'),
    city: text('city'),
    bikeLocationPostcode: text('bike_location_postcode'),
    bikeLocationHouseNumber: text('bike_location_house_number'),
    bikeLocationAddition: text('bike_location_addition'),
    bikeLocationStreet: text('bike_location_street'),
    bikeLocationCity: text('bike_location_city'),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull().default('workshop'),
    /** The language the customer sent the request in; every mail to them is in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    status: text('status', { enum: SERVICE_REQUEST_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /**
     * The first bike's work order, set once the work orders of all bikes are made: whether
     * they are, in one column that the claim on making them can test.
     */
    workOrderId: text('work_order_id'),
    /** The repair number the workshop system shows staff. */
    repairNumber: text('repair_number'),
    /** The statuses of the work orders, as the workshop system last named them. */
    workOrderStatus: text('work_order_status'),
    lastStatusCheck: moment('last_status_check'),
    isArchived: boolean('is_archived').notNull().default(false),
    archivalReason: text('archival_reason'),
    archivedAt: moment('archived_at'),
    completedAt: moment('completed_at'),
    plannerTaskType: text('planner_task_type').notNull().default('task'),
    plannerActivityId: text('planner_activity_id'),
    plannerActivityType: text('planner_activity_type'),
    plannerActivityDuration: integer('planner_activity_duration'),
    /** The workshop system's id of the customer the work orders were made for. */
    workshopCustomerId: text('workshop_customer_id'),
    /**
     * Set while one worker makes the work orders, so approval's own attempt and the retry job
     * never make them side by side; a claim older than a few minutes is from a dead worker.
     */
    workOrdersClaimedAt: moment('work_orders_claimed_at'),
    /** Why creating the work order last failed; cleared when it succeeds. */
    workOrderError: text('work_order_error'),
    /** Why creating the planner activity last failed; cleared when it succeeds. */
    plannerActivityError: text('planner_activity_error'),
    /** When the planner reported the visit as planned (the `scheduled` mail went out then). */
    plannedAt: moment('planned_at'),
    /** The draft sales invoice made for the completed repair. */
    invoiceId: text('invoice_id'),
    /**
     * Which private link the request has (decision 045): the token is derived from the request
     * and this number, so 'Nieuwe link sturen' raises it and the old token no longer matches.
     */
    linkGeneration: integer('link_generation').notNull().default(0),
    /**
     * SHA-256 (hex) of the current private link's token, by which a link finds its request; the
     * token itself is stored nowhere. Null once the request is anonymised: its link is dead.
     */
    linkTokenHash: text('link_token_hash'),
    /**
     * Where the customer pays that invoice online, once staff sent it (decision 050); null
     * while it is a draft, and again once it is paid.
     */
    invoicePaymentUrl: text('invoice_payment_url'),
    /** When the invoicing system reported the invoice paid; a paid invoice is not asked again. */
    invoicePaidAt: moment('invoice_paid_at'),
    /**
     * When the customer cancelled the pending request through their link (decision 046): its
     * status is then `rejected`, the spec's only way out of pending but approval.
     */
    cancelledByCustomerAt: moment('cancelled_by_customer_at'),
    /** The customer's own words on why they cancelled, if they gave any. */
    cancellationReason: text('cancellation_reason'),
    /**
     * The brand, model and frame number of the request's bikes and the names of its labels, as
     * the search text holds them: kept by the triggers of `bikes`, `service_request_labels` and
     * `labels` (migration 0022, decision 037), since a generated column reads only its own row.
     * The app never writes it.
     */
    bikesAndLabelsText: text('bikes_and_labels_text').notNull().default(''),
    /**
     * What the dashboard's search looks in: name, company, e-mail, street with house number
     * (so "Overtoom 12A" is found as staff write it), postcode, the phone's digits (and a Dutch
     * number's national form), the repair number, and the bikes and labels, with one trigram
     * index. One index lets PostgreSQL find a rare fragment with one index scan; an OR over the
     * columns and tables it estimates badly and answers by reading the table. Lowercased once
     * when written, so a search need not lowercase every row it reads. `search_text_of`
     * (migration 0022) is its one definition.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_text_of(full_name, company_name, email, phone, street, house_number, house_number_addition, postal_code, repair_number, bikes_and_labels_text)`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('service_requests_status_idx').on(table.status),
    // Counts per status of the active (or archived) tickets read only this index.
    index('service_requests_is_archived_status_idx').on(table.isArchived, table.status),
    // The list's newest matches: walking this index from the newest, a search checks each
    // request's text, archive flag and status in the index itself and reads only the rows it
    // lists from the table ("vries" on 100 000 requests: 43 pages read instead of 2 508).
    // The text is a key column, as Drizzle has no INCLUDE; the contract's limits keep it far
    // below a B-tree entry's maximum (decision 025).
    index('service_requests_newest_search_idx').on(
      table.createdAt,
      table.id,
      table.isArchived,
      table.status,
      table.searchText,
    ),
    index('service_requests_customer_id_idx').on(table.customerId),
    trigramIndex('service_requests_search_text_trgm_idx', table.searchText),
    // The dashboard opens on the active tickets: a search there reads only this index and
    // the rows it names, not the archived majority (count for "Jansen" on 100 000 requests
    // in PostgreSQL: 22 ms with the full index, 6 ms with this one).
    trigramIndex('service_requests_active_search_text_trgm_idx', table.searchText).where(
      sql`not ${table.isArchived}`,
    ),
    // The customer list finds a customer by the company of their requests (decision 037).
    trigramIndex('service_requests_company_name_trgm_idx', table.companyName),
    uniqueIndex('service_requests_link_token_hash_unique').on(table.linkTokenHash),
  ],
);

/** The bikes of a request, in the order the customer listed them. */
export const bikes = pgTable(
  'bikes',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** 0 for the first bike; a request has at most `MAX_BIKES`. */
    position: integer('position').notNull(),
    brand: text('brand').notNull(),
    model: text('model'),
    frameNumber: text('frame_number'),
    mileage: integer('mileage'),
    photoPath: text('photo_path'),
    issueDescription: text('issue_description').notNull(),
    serviceType: text('service_type', { enum: BIKE_SERVICE_TYPES }),
    /** An e-bike's drive system by name (issue 34); null for a bike without a motor. */
    driveSystem: text('drive_system'),
    /** The code an e-bike's display shows, as the customer read it. */
    errorCode: text('error_code'),
    batterySerial: text('battery_serial'),
    /** A lease bike's leasing company by name, as the customer chose or wrote it. */
    leaseCompany: text('lease_company'),
    leaseContractNumber: text('lease_contract_number'),
    /** The bike's work order in the workshop system, once made. */
    workOrderId: text('work_order_id'),
    createdAt: createdAt(),
  },
  (table) => [
    // Also the index by which a request's bikes are read.
    unique('bikes_request_position_unique').on(table.serviceRequestId, table.position),
    // The workshop system's webhook names a work order and finds its request by the bike.
    index('bikes_work_order_id_idx').on(table.workOrderId),
    check(
      'bikes_position_range',
      sql`${table.position} between 0 and ${sql.raw(String(LAST_BIKE_POSITION))}`,
    ),
    // A display's code and a battery are an e-bike's; a lease bike has both its facts.
    check(
      'bikes_e_bike_facts',
      sql`${table.driveSystem} is not null or (${table.errorCode} is null and ${table.batterySerial} is null)`,
    ),
    check(
      'bikes_lease_facts',
      sql`(${table.leaseCompany} is null) = (${table.leaseContractNumber} is null)`,
    ),
    // The board's lease filter reads only the lease bikes.
    index('bikes_lease_company_idx')
      .on(table.leaseCompany)
      .where(sql`${table.leaseCompany} is not null`),
  ],
);

/**
 * Where a bike of an approved request is in the workshop (docs/decisions/040-stages-per-bike.md):
 * a row from approval on, apart from the bike as the customer sent it, so that moving a bike
 * neither touches what the customer wrote nor the request's search text.
 */
export const bikeProgress = pgTable(
  'bike_progress',
  {
    bikeId: integer('bike_id')
      .primaryKey()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    /** The bike's request, so that the board reads open bikes without a join through bikes. */
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: BIKE_STAGES }).notNull().default('planned'),
    /** Grows with every change, so that of two admins moving the bike the second is refused. */
    version: integer('version').notNull().default(0),
    /** The working day the bike is planned for; null for a bike approved before planning. */
    plannedDate: date('planned_date', { mode: 'string' }),
    plannedMinutes: integer('planned_minutes').notNull().default(DEFAULT_BIKE_MINUTES),
    stageChangedAt: moment('stage_changed_at').notNull().defaultNow(),
    /**
     * The planned date the customer was last mailed, against which a later date is news
     * (decision 044); null until a mail named one.
     */
    plannedDateMailed: date('planned_date_mailed', { mode: 'string' }),
    /**
     * The staff member who works on the bike; null while nobody is. Removing them from the
     * staff leaves the bike unassigned.
     */
    assigneeAdminId: integer('assignee_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    /**
     * How a lease bike left `waiting_for_lessor` (issue 34): the lessor's approval reference and
     * date, or the reason staff went on without one. Null while it waits, and for other bikes.
     */
    lessorApprovalReference: text('lessor_approval_reference'),
    lessorApprovedOn: date('lessor_approved_on', { mode: 'string' }),
    lessorOverrideReason: text('lessor_override_reason'),
  },
  (table) => [
    index('bike_progress_service_request_id_idx').on(table.serviceRequestId),
    // The board and the day's planned minutes read the bikes still in the workshop.
    index('bike_progress_open_idx')
      .on(table.stage, table.plannedDate)
      .where(sql`${table.stage} <> 'done'`),
    // The board's last column: the bikes finished in the last two weeks (decision 041).
    index('bike_progress_done_idx').on(table.stageChangedAt).where(sql`${table.stage} = 'done'`),
    // 'Mijn fietsen' on the board: a mechanic's open bikes.
    index('bike_progress_assignee_idx')
      .on(table.assigneeAdminId)
      .where(sql`${table.stage} <> 'done'`),
    check(
      'bike_progress_stage_known',
      sql`${table.stage} in (${sql.raw(BIKE_STAGES.map((stage) => `'${stage}'`).join(', '))})`,
    ),
    check('bike_progress_minutes_positive', sql`${table.plannedMinutes} > 0`),
  ],
);

/**
 * The quotes on a bike of an approved request (docs/decisions/047-quotes.md): one row per
 * version sent, kept as it was sent. Only the customer's one answer is written to it later,
 * with when and a keyed hash of the address it came from, never the address itself.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** 1 for the bike's first quote, one more for every next version. */
    version: integer('version').notNull(),
    /** What is quoted, line by line, amounts in cents incl. VAT. */
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    /** The sum of the lines, computed by the server when it was sent. */
    totalCents: integer('total_cents').notNull(),
    note: text('note'),
    sentAt: moment('sent_at').notNull().defaultNow(),
    /** The staff member who sent it, as events name an actor. */
    sentBy: text('sent_by').notNull(),
    decision: text('decision', { enum: QUOTE_DECISIONS }),
    decidedAt: moment('decided_at'),
    /** HMAC-SHA256 (hex) of the customer's IP address under the server's secret. */
    decidedIpHash: text('decided_ip_hash'),
  },
  (table) => [
    // Also the index by which a bike's newest version is found.
    unique('quotes_bike_version_unique').on(table.bikeId, table.version),
    index('quotes_service_request_id_idx').on(table.serviceRequestId),
    check('quotes_version_positive', sql`${table.version} > 0`),
    check(
      'quotes_decision_known',
      sql`${table.decision} in (${sql.raw(QUOTE_DECISIONS.map((decision) => `'${decision}'`).join(', '))})`,
    ),
    check(
      'quotes_decided_together',
      sql`(${table.decision} is null) = (${table.decidedAt} is null)`,
    ),
  ],
);

/**
 * The leasing companies the portals offer for a lease bike (issue 34), kept by staff in
 * Configuratie; a bike stores the company's name, so removing one changes no bike.
 */
export const leaseCompanies = pgTable(
  'lease_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('lease_companies_name_unique').on(sql`lower(${table.name})`)],
);

export const labels = pgTable('labels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const serviceRequestLabels = pgTable(
  'service_request_labels',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('service_request_labels_request_label_unique').on(table.serviceRequestId, table.labelId),
    index('service_request_labels_label_id_idx').on(table.labelId),
  ],
);

export const rejectionReasons = pgTable('rejection_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: EMAIL_TEMPLATE_STATUSES }).notNull(),
    rejectionReasonId: integer('rejection_reason_id').references(() => rejectionReasons.id, {
      onDelete: 'cascade',
    }),
    /** The language of the mails it makes; a request's mail takes its own language's template. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    subject: text('subject').notNull(),
    htmlContent: text('html_content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('email_templates_status_reason_language_unique')
      .on(table.status, table.rejectionReasonId, table.language)
      .where(sql`${table.rejectionReasonId} is not null`),
    uniqueIndex('email_templates_status_generic_language_unique')
      .on(table.status, table.language)
      .where(sql`${table.rejectionReasonId} is null`),
  ],
);

/** Every outgoing e-mail is a row before it is a job, so no mail is lost when SMTP is down. */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    serviceRequestId: integer('service_request_id').references(() => serviceRequests.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['queued', 'sent', 'logged', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    /**
     * What makes a mail once-only, such as the event it tells of (`bike.stage_changed:17`): a
     * second mail with the same key is never queued (decision 044). Null for other mails.
     */
    onceKey: text('once_key'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('outgoing_emails_once_key_unique').on(table.onceKey),
    index('outgoing_emails_created_at_idx').on(table.createdAt),
    index('outgoing_emails_service_request_id_idx').on(table.serviceRequestId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity', { enum: NOTIFICATION_SEVERITIES }).notNull().default('error'),
    source: text('source', { enum: NOTIFICATION_SOURCES }),
    relatedId: text('related_id'),
    // What the notification is about, so that the drawer opens it and an erasure takes the
    // notification (which may name the customer) with it.
    serviceRequestId: integer('service_request_id').references(() => serviceRequests.id, {
      onDelete: 'cascade',
    }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    emailId: integer('email_id').references(() => outgoingEmails.id, { onDelete: 'cascade' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_unread_idx').on(table.isRead, table.createdAt),
    index('notifications_service_request_id_idx').on(table.serviceRequestId),
    index('notifications_customer_id_idx').on(table.customerId),
    index('notifications_email_id_idx').on(table.emailId),
  ],
);

export const callNotifications = pgTable('call_notifications', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  name: text('name'),
  email: text('email'),
  company: text('company'),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  callDirection: text('call_direction', { enum: CALL_DIRECTIONS }).notNull().default('inbound'),
  callId: text('call_id').unique(),
  isHandled: boolean('is_handled').notNull().default(false),
  handledAt: moment('handled_at'),
  aircallData: jsonb('aircall_data'),
  createdAt: createdAt(),
});

export const contactSyncStatus = pgTable('contact_sync_status', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  aircallContactId: text('aircall_contact_id'),
  syncedAt: moment('synced_at'),
  lastUpdated: moment('last_updated').notNull().defaultNow(),
  syncStatus: text('sync_status', { enum: CONTACT_SYNC_STATUSES }).notNull().default('pending'),
  errorMessage: text('error_message'),
});

export const serviceConfig = pgTable('service_config', {
  id: serial('id').primaryKey(),
  onLocationDays: integer('on_location_days').notNull().default(2),
  workshopDays: integer('workshop_days').notNull().default(1),
  /** What the on-location service costs or means, per language; empty: the portal's words. */
  onLocationNoteNl: text('on_location_note_nl').notNull().default(''),
  onLocationNoteEn: text('on_location_note_en').notNull().default(''),
  updatedAt: updatedAt(),
});

/**
 * The workshop's minutes of work per weekday and per bike (decision 042). One row once staff
 * saved it; without a row the capacity is "not set" and planning uses the contract's defaults.
 */
export const workshopCapacity = pgTable(
  'workshop_capacity',
  {
    id: serial('id').primaryKey(),
    mondayMinutes: integer('monday_minutes').notNull(),
    tuesdayMinutes: integer('tuesday_minutes').notNull(),
    wednesdayMinutes: integer('wednesday_minutes').notNull(),
    thursdayMinutes: integer('thursday_minutes').notNull(),
    fridayMinutes: integer('friday_minutes').notNull(),
    saturdayMinutes: integer('saturday_minutes').notNull(),
    sundayMinutes: integer('sunday_minutes').notNull(),
    defaultMinutesPerBike: integer('default_minutes_per_bike').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('workshop_capacity_default_minutes_positive', sql`${table.defaultMinutesPerBike} > 0`),
  ],
);

/** Days the workshop is closed although their weekday is open: holidays, a training day. */
export const closedDays = pgTable('closed_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  description: text('description').notNull().default(''),
});

/**
 * Answers already given to requests that carried an `Idempotency-Key`, so that a retry or a
 * double click gets the first answer instead of doing the work twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
);

/**
 * Webhook deliveries already handled, by the sender's delivery id: a repeated delivery
 * changes nothing twice.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    source: text('source').notNull(),
    deliveryId: text('delivery_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.source, table.deliveryId] })],
);

/** Who did what to personal data, kept when the data itself is gone (GDPR accountability). */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    actorEmail: text('actor_email'),
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_entries_created_at_idx').on(table.createdAt)],
);

/**
 * What happened to a request, in order: a row per change (submitted, approved, work orders
 * made, …), appended in the change's own transaction and never updated or deleted. Events
 * outlive their request (no foreign key) and hold no customer's data, so neither a deletion
 * nor a privacy erasure rewrites the history; the actor is an admin's address, `system` or
 * the external system that reported the change.
 */
export const requestEvents = pgTable(
  'request_events',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id').notNull(),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('request_events_service_request_id_idx').on(table.serviceRequestId, table.id)],
);

/**
 * Staff's own notes on a request, for colleagues only: never in a mail, an export or the
 * customer's link. A note goes with its request; its author stays a name while the staff
 * member's account exists.
 */
/**
 * What a customer added to their request on its private page: a note, a photo, or both. They
 * are the customer's words: an erasure deletes them with the rest (decision 048).
 */
export const customerAdditions = pgTable(
  'customer_additions',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    note: text('note'),
    photoPath: text('photo_path'),
    createdAt: createdAt(),
  },
  (table) => [
    index('customer_additions_service_request_id_idx').on(table.serviceRequestId, table.id),
    check(
      'customer_additions_not_empty',
      sql`${table.note} is not null or ${table.photoPath} is not null`,
    ),
  ],
);

export const requestNotes = pgTable(
  'request_notes',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('request_notes_service_request_id_idx').on(table.serviceRequestId, table.id)],
);

/**
 * What the insights count of each request a customer submitted (decision 052): a rollup of
 * its events, written only by the triggers of migration 0033 in the event's transaction (and
 * by those of `service_requests` and `bikes` for what staff may edit). The app reads it and
 * sets only the notification marks.
 */
export const requestFacts = pgTable(
  'request_facts',
  {
    serviceRequestId: integer('service_request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    submittedAt: moment('submitted_at').notNull(),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    hasLeaseBike: boolean('has_lease_bike').notNull().default(false),
    /** Whether the customer came before: an earlier request of theirs was approved. */
    isReturning: boolean('is_returning').notNull().default(false),
    /** The first answer: approval, rejection, or a mail staff sent; null until then. */
    answeredAt: moment('answered_at'),
    /** 20 and 24 business hours after submission: the counter's amber and red lines. */
    answerWarnAt: moment('answer_warn_at').notNull(),
    answerDueAt: moment('answer_due_at').notNull(),
    outcome: text('outcome', { enum: REQUEST_OUTCOMES }),
    rejectionReasonId: integer('rejection_reason_id'),
    /** When staff were told the request nears, or has missed, its promise: once each. */
    warningNotifiedAt: moment('warning_notified_at'),
    missedNotifiedAt: moment('missed_notified_at'),
  },
  (table) => [
    index('request_facts_submitted_at_idx').on(table.submittedAt),
    // The counter and the notification job read the requests still waiting for an answer.
    index('request_facts_unanswered_idx')
      .on(table.answerWarnAt)
      .where(sql`${table.answeredAt} is null and ${table.outcome} is null`),
    check(
      'request_facts_outcome_known',
      sql`${table.outcome} in (${sql.raw(REQUEST_OUTCOMES.map((outcome) => `'${outcome}'`).join(', '))})`,
    ),
  ],
);

/**
 * The facts' counts per day a request was submitted (decision 052): what the counting charts
 * sum over a period instead of reading a row per request. Written only by migration 0034's
 * triggers on `request_facts`, in the fact's own transaction; the rejection reason is part of
 * the key so that its chart sums here too.
 */
export const insightDays = pgTable(
  'insight_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    hasLeaseBike: boolean('has_lease_bike').notNull(),
    rejectionReasonId: integer('rejection_reason_id'),
    requests: integer('requests').notNull(),
    returningCustomers: integer('returning_customers').notNull(),
    approved: integer('approved').notNull(),
    rejected: integer('rejected').notNull(),
    cancelled: integer('cancelled').notNull(),
    /** Requests with a first answer, and those of them answered within the promise. */
    answered: integer('answered').notNull(),
    kept: integer('kept').notNull(),
  },
  (table) => [
    unique('insight_days_key')
      .on(table.day, table.deliveryType, table.hasLeaseBike, table.rejectionReasonId)
      .nullsNotDistinct(),
  ],
);

/**
 * The bikes of the requests submitted on a day, counted per brand as typed, drive system and
 * lease (decision 052). Written only by migration 0034's triggers on `request_facts` and `bikes`.
 */
export const insightDayBikes = pgTable(
  'insight_day_bikes',
  {
    day: date('day', { mode: 'string' }).notNull(),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    hasLeaseBike: boolean('has_lease_bike').notNull(),
    brand: text('brand').notNull(),
    driveSystem: text('drive_system'),
    isLeaseBike: boolean('is_lease_bike').notNull(),
    bikes: integer('bikes').notNull(),
  },
  (table) => [
    unique('insight_day_bikes_key')
      .on(
        table.day,
        table.deliveryType,
        table.hasLeaseBike,
        table.brand,
        table.driveSystem,
        table.isLeaseBike,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * A bike's way from approval to `ready` (decision 052): seconds per stage until it first
 * became ready. A rollup of `bike.stage_changed`, written only by migration 0033's triggers.
 */
export const bikeJourneys = pgTable(
  'bike_journeys',
  {
    bikeId: integer('bike_id')
      .primaryKey()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    approvedAt: moment('approved_at').notNull(),
    stage: text('stage', { enum: BIKE_STAGES }).notNull(),
    stageEnteredAt: moment('stage_entered_at').notNull(),
    /** When it first became ready; the seconds below stop counting then. */
    readyAt: moment('ready_at'),
    /** The Monday of the workshop's week it became ready in: what the chart groups by. */
    readyWeek: date('ready_week', { mode: 'string' }).generatedAlwaysAs(
      sql`date_trunc('week', ready_at at time zone 'Europe/Amsterdam')::date`,
    ),
    waitingForLessorSeconds: integer('waiting_for_lessor_seconds').notNull().default(0),
    plannedSeconds: integer('planned_seconds').notNull().default(0),
    inRepairSeconds: integer('in_repair_seconds').notNull().default(0),
    waitingForPartsSeconds: integer('waiting_for_parts_seconds').notNull().default(0),
    waitingForCustomerSeconds: integer('waiting_for_customer_seconds').notNull().default(0),
  },
  (table) => [
    // Migration 0034 makes it cover the chart's columns too (INCLUDE): a year of bikes is then
    // read in week order from the index alone.
    index('bike_journeys_ready_week_idx')
      .on(table.readyWeek)
      .where(sql`${table.readyWeek} is not null`),
    index('bike_journeys_service_request_id_idx').on(table.serviceRequestId),
  ],
);
