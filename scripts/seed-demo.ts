import { inArray } from 'drizzle-orm';
import { BIKE_BRAND_LABELS, DRIVE_SYSTEMS } from '../src/contract/bikes.ts';
import { WORKSHOP_TIME_ZONE } from '../src/contract/service-request-constants.ts';
import { ACTIVITY_DEFAULT_MINUTES } from '../src/contract/service-requests/handling.ts';
import type { Database, Transaction } from '../src/server/db/connect.ts';
import { vacuumAndAnalyze } from '../src/server/db/maintenance.ts';
import { labels, rejectionReasons } from '../src/server/db/schema.ts';
import { CUSTOMER_ACTOR } from '../src/server/modules/service-requests/events.ts';

const FIRST_NAMES = [
  'Sanne',
  'Daan',
  'Emma',
  'Lucas',
  'Julia',
  'Sem',
  'Tess',
  'Milan',
  'Fleur',
  'Bram',
  'Lotte',
  'Jesse',
  'Noor',
  'Thijs',
  'Anouk',
  'Ruben',
  'Sophie',
  'Lars',
  'Eva',
  'Finn',
  'Fatima',
  'Youssef',
  'Priya',
  'Mehmet',
  'Ingrid',
  'Kees',
  'Wim',
  'Marieke',
  'Joost',
  'Esther',
];
const LAST_NAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'El Amrani',
  'Yilmaz',
  'Kramer',
  'van der Meer',
  'Postma',
];
const STREETS = [
  ['Prinsengracht', '1016'],
  ['Keizersgracht', '1017'],
  ['Overtoom', '1054'],
  ['Ferdinand Bolstraat', '1072'],
  ['Javastraat', '1094'],
  ['Kinkerstraat', '1053'],
  ['Czaar Peterstraat', '1018'],
  ['Van Woustraat', '1074'],
  ['Bilderdijkstraat', '1052'],
  ['Lemelerbergweg', '1101'],
  ['Haarlemmerdijk', '1013'],
  ['Admiraal de Ruijterweg', '1056'],
  ['Wibautstraat', '1091'],
  ['Amstelveenseweg', '1075'],
  ['Buikslotermeerplein', '1025'],
  ['Osdorpplein', '1068'],
] as const;
const COMPANIES = [
  'Fietskoeriers Amsterdam',
  'Groene Bezorging BV',
  'Hotel De Gracht',
  'Studio Noord',
  'Bakkerij Bos',
];
const MODELS = [
  'S3',
  'X3',
  'A5',
  'Classic',
  'Cargo',
  'Ultimate C8',
  'Pro',
  'City',
  'Sport',
  'Tour',
];
const ISSUES = [
  'De motor valt af en toe uit tijdens het rijden, vooral bij heuvels.',
  'Voorrem piept hard en remt minder goed dan voorheen.',
  'Achterband is lek en de binnenband moet waarschijnlijk vervangen worden.',
  'Accu laadt niet meer volledig op, maximaal 60 procent.',
  'Ketting springt eraf bij het schakelen naar een lichtere versnelling.',
  'Jaarlijkse onderhoudsbeurt graag, inclusief controle van de verlichting.',
  'Display geeft foutcode E04 en de trapondersteuning werkt niet.',
  'Het stuur zit los en de voorvork maakt een tikkend geluid.',
];
const LABELS = [
  { name: 'Spoed', color: '#dc2626', description: 'Klant heeft de fiets dringend nodig' },
  { name: 'Onderdelen besteld', color: '#2563eb', description: 'Wacht op levering van onderdelen' },
  { name: 'Garantie', color: '#16a34a', description: 'Mogelijk een garantiegeval' },
  { name: 'Vaste klant', color: '#9333ea', description: null },
  { name: 'Terugbellen', color: '#ea580c', description: 'Klant wil eerst gebeld worden' },
];
/** Staff's reasons to turn a request down; a share of the rejections gives none of them. */
const REJECTION_REASONS = [
  { name: 'Reparatie niet rendabel', description: 'De reparatie kost meer dan de fiets waard is' },
  { name: 'Onderdelen niet leverbaar', description: null },
  { name: 'Merk niet in ons assortiment', description: null },
  { name: 'Buiten ons werkgebied', description: 'Adres buiten de ring A10' },
  { name: 'Geen capaciteit', description: null },
];
/** A rejection in staff's own words, without one of the listed reasons. */
const OWN_WORDS_REJECTION = 'Klant doorverwezen naar de dealer';
/** Who answered the seeded requests and moved their bikes, as the history names staff. */
const STAFF_ACTOR = 'werkplaats@example.nl';
const BRANDS = Object.values(BIKE_BRAND_LABELS).filter((brand) => brand !== 'Overig');

/** The leasing companies migration 0032 starts the list with. */
const LEASE_COMPANIES = ['Lease a Bike', 'Business Bike', 'Athlon', 'Ayvens', 'Mobility Mixx'];
/** Requests per statement: a million are seeded in a hundred statements, with progress. */
const BATCH_SIZE = 10_000;
const TWO_YEARS_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/**
 * The bikes still in the workshop, whatever N: the workshop board's bench measures 2 000 open
 * bikes on 100 000 requests (issue 32). A smaller N leaves every approved, unarchived request's
 * bikes open. The others are done: archived, or finished six days after they came in.
 */
const OPEN_BIKES = 2_000;
/** Of the seeded requests, the share approved and not archived (0.6 × 0.4), times 1.3 bikes. */
const OPEN_CANDIDATE_BIKES_PER_REQUEST = 0.6 * 0.4 * 1.3;

/** Our own constant texts as an SQL array literal. */
const textArray = (items: readonly string[]) =>
  `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]`;

/**
 * A number in [0, 1) that depends only on `key` and `salt`: the same N gives the same demo
 * data, and each choice of a row has a salt of its own, so the choices are independent.
 */
const fraction = (key: string, salt: number) =>
  `((hashint8((${key})::bigint * 64 + ${salt}) & 2147483647) / 2147483648.0)`;
const pick = (items: readonly string[], key: string, salt: number) =>
  `(${textArray(items)})[1 + floor(${fraction(key, salt)} * ${items.length})::int]`;
const between = (min: number, max: number, key: string, salt: number) =>
  `(${min} + floor(${fraction(key, salt)} * ${max - min + 1})::int)`;

/**
 * Business minutes from submission to the first answer: over half within a working morning,
 * most within the promise's 24 business hours, some close to it, one in seventeen later.
 */
const answerMinutes = (key: string) => `case
    when ${fraction(key, 30)} < 0.55 then ${between(10, 480, key, 31)}
    when ${fraction(key, 30)} < 0.88 then ${between(480, 1200, key, 31)}
    when ${fraction(key, 30)} < 0.94 then ${between(1200, 1440, key, 31)}
    else ${between(1441, 3600, key, 31)} end`;

/**
 * When staff first answered the request submitted at `createdAt`: in the workshop's opening
 * hours, as `add_business_minutes` counts them (migration 0033), and before now, which a
 * request of the last hours would otherwise pass. Both statements of a batch work it out from
 * the request's id, so the bikes' stages and the history agree.
 */
const answeredAt = (key: string, createdAt: string) =>
  `least(add_business_minutes(${createdAt}, ${answerMinutes(key)}), ${createdAt} + (now() - ${createdAt}) * 0.9)`;

/** The share of rejections in staff's own words, without one of the listed reasons. */
const OWN_WORDS_SHARE = 0.15;
/** Which listed reason a rejection gives (1-based), or 0 for staff's own words. */
const reasonIndex = (key: string) =>
  `case when ${fraction(key, 32)} < ${OWN_WORDS_SHARE} then 0 else ${between(1, REJECTION_REASONS.length, key, 33)} end`;

/** The columns of one bike of a request (`bike` is 1, 2 or 3) as the intake stores it. */
const bikeColumns = (
  key: string,
) => `${pick(BRANDS, key, 1)} as brand, ${pick(MODELS, key, 2)} as model,
  case when ${fraction(key, 3)} < 0.7 then 'WBK' || ${between(100_000, 999_999, key, 4)} || 'NL' end as frame_number,
  case when ${fraction(key, 5)} < 0.6 then ${between(50, 25_000, key, 6)} end as mileage,
  ${pick(ISSUES, key, 7)} as issue_description,
  case when ${fraction(key, 8)} < 0.6 then ${pick(DRIVE_SYSTEMS, key, 9)} end as drive_system,
  case when ${fraction(key, 8)} < 0.1 then 'E' || ${between(100, 999, key, 10)} end as error_code,
  case when ${fraction(key, 8)} < 0.3 then 'BT' || ${between(1_000_000, 9_999_999, key, 11)} end as battery_serial,
  case when ${fraction(key, 12)} < 0.2 then ${pick(LEASE_COMPANIES, key, 13)} end as lease_company,
  case when ${fraction(key, 12)} < 0.2 then 'LC-' || ${between(100_000, 999_999, key, 14)} end as lease_contract_number`;

/**
 * One batch in one statement: its customers ($1 to $2), fewer than its requests ($3 to $4) so
 * that some come back with another bike, the requests, their bikes, and a label on some. PostgreSQL
 * generates the rows from series: building and sending them from Node took minutes for a
 * million. Each request is inserted with the text of its bikes and label, made by the functions
 * the triggers use (migration 0022), so that `withoutSearchTextTriggers` can keep the triggers
 * from writing the request a second time.
 */
function batchSql(options: { seed: number; runId: string; labelIds: number[]; openShare: number }) {
  const person = `p * 97 + ${options.seed * 7919}`;
  const request = `n * 89 + ${options.seed * 104_729}`;
  const roll = fraction(request, 10);
  return `
with person as (
  select p, ${pick(FIRST_NAMES, person, 1)} as first_name, ${pick(LAST_NAMES, person, 2)} as last_name,
    ${between(1, STREETS.length, person, 3)} as street_number,
    chr(65 + ${between(0, 25, person, 4)}) || chr(65 + ${between(0, 25, person, 5)}) as letters,
    ${between(1, 350, person, 6)}::text as house_number,
    case when ${fraction(person, 7)} < 0.2 then ${pick(['A', 'B', 'H', '1', '2'], person, 8)} end as addition,
    '+31 6' || ${between(10_000_000, 99_999_999, person, 9)} as phone
  from generate_series($1::int, $2::int) as p
),
emailed as (
  select *, regexp_replace(lower(first_name || '.' || last_name), '[^a-z.]', '', 'g') || '.' || p || '.${options.runId}@example.nl' as email
  from person
),
customer as (
  insert into customers (email, full_name, phone, street, house_number, house_number_addition, postal_code, city)
  select email, first_name || ' ' || last_name, phone, (${textArray(STREETS.map(([name]) => name))})[street_number],
    house_number, addition, (${textArray(STREETS.map(([, digits]) => digits))})[street_number] || letters, 'Amsterdam'
  from emailed
  returning id, email, full_name, phone, street, house_number, house_number_addition, postal_code
),
request as (
  select n, customer.*, emailed.first_name, emailed.last_name,
    case when ${roll} < 0.2 then 'pending' when ${roll} < 0.8 then 'approved' else 'rejected' end as status,
    now() - power(${fraction(request, 11)}, 1.5) * interval '${TWO_YEARS_MS} milliseconds' as created_at,
    ${fraction(request, 12)} < 0.35 as on_location,
    ${fraction(request, 13)} < 0.15 as business
  from generate_series($3::int, $4::int) as n
  join emailed on emailed.p = $1::int + floor(${fraction(request, 14)} * ($2::int - $1::int + 1))::int
  join customer on customer.email = emailed.email
),
chosen as (
  select *, status = 'approved' and ${fraction(request, 15)} < 0.6 as archived,
    case when business then ${pick(COMPANIES, request, 16)} end as company_name,
    case when status = 'approved' then 'R' || ${between(10_000, 99_999, request, 19)} end as repair_number,
    nextval(pg_get_serial_sequence('service_requests', 'id'))::int as request_id
  from request
),
answered as (
  select request_id, status, created_at,
    case when status <> 'pending' then ${answeredAt('request_id', 'created_at')} end as answered_at,
    ${reasonIndex('request_id')} as reason_index
  from chosen
),
chosen_bike as (
  select request_id, bike - 1 as position, created_at, ${bikeColumns('request_id * 3 + bike')}
  from chosen, generate_series(1,
    case when ${fraction('request_id', 17)} < 0.8 then 1 else ${between(2, 3, 'request_id', 18)} end) as bike
),
chosen_label as (
  select request_id, labels.id as label_id, labels.name
  from chosen join labels on labels.id = (array[${options.labelIds.join(', ')}]::int[])[${between(1, options.labelIds.length, 'request_id', 20)}]
  where ${fraction('request_id', 21)} < 0.3
),
bikes_text as (
  select request_id, string_agg(search_text_of_bike(brand, model, frame_number, battery_serial, lease_contract_number), ' ' order by position) as text
  from chosen_bike group by request_id
),
inserted as (
  insert into service_requests (id, customer_id, full_name, first_name, last_name, email, phone,
    customer_type, company_name, street, house_number, house_number_addition, postal_code, city,
    delivery_type, bike_location_street, bike_location_house_number, bike_location_addition,
    bike_location_postcode, bike_location_city, planner_activity_type,
    planner_activity_duration, status, rejection_reason,
    repair_number, is_archived, archived_at, completed_at, created_at, updated_at,
    bikes_and_labels_text)
  select request_id, id, full_name, first_name, last_name, email, phone,
    case when business then 'business' else 'private' end, company_name,
    street, house_number, house_number_addition, postal_code, 'Amsterdam',
    case when on_location then 'on_location' else 'workshop' end,
    case when on_location then street end, case when on_location then house_number end,
    case when on_location then house_number_addition end,
    case when on_location then postal_code end, case when on_location then 'Amsterdam' end,
    case when on_location and status = 'approved' then 'stop' end,
    case when on_location and status = 'approved' then 45 end,
    status, case when status = 'rejected' then coalesce(
      (${textArray(REJECTION_REASONS.map((reason) => reason.name))})[reason_index], '${OWN_WORDS_REJECTION}') end,
    repair_number, archived, case when archived then created_at + interval '7 days' end,
    case when archived then created_at + interval '6 days' end, created_at, created_at,
    concat_ws(' ', bikes_text.text, chosen_label.name)
  from chosen
  join answered using (request_id, status, created_at)
  left join bikes_text using (request_id)
  left join chosen_label using (request_id)
),
inserted_bikes as (
  insert into bikes (service_request_id, position, brand, model, frame_number, mileage,
    issue_description, drive_system, error_code, battery_serial, lease_company,
    lease_contract_number, created_at)
  select request_id, position, brand, model, frame_number, mileage, issue_description,
    drive_system, error_code, battery_serial, lease_company, lease_contract_number, created_at
  from chosen_bike
  returning id, service_request_id, position, lease_company
),
progress as (
  select inserted_bikes.id as bike_id, request_id, created_at, answered_at, lease_company,
    not archived and ${fraction('request_id', 22)} < ${options.openShare} as open,
    ${fraction('request_id * 8 + position', 23)} as stage_roll,
    (now() at time zone '${WORKSHOP_TIME_ZONE}')::date as today,
    case when not archived and ${fraction('request_id', 22)} < ${options.openShare}
      then now() - ${fraction('inserted_bikes.id', 26)} * interval '3 days'
      else least(now(), created_at + interval '6 days') end as moved_at
  from inserted_bikes join chosen on chosen.request_id = inserted_bikes.service_request_id
  join answered using (request_id, status, created_at)
  where status = 'approved'
),
inserted_progress as (
  insert into bike_progress (bike_id, service_request_id, stage, planned_date, planned_minutes,
    stage_changed_at)
  select bike_id, request_id,
    case when not open then 'done'
      when lease_company is not null and stage_roll < 0.35 then 'waiting_for_lessor'
      when stage_roll < 0.35 then 'planned'
      when stage_roll < 0.55 then 'in_repair' when stage_roll < 0.65 then 'waiting_for_parts'
      when stage_roll < 0.72 then 'waiting_for_customer' else 'ready' end,
    case when not open then created_at::date + 1
      when stage_roll < 0.35 then today + ${between(-2, 10, 'bike_id', 24)}
      else today + ${between(-6, 3, 'bike_id', 24)} end,
    case when ${fraction('bike_id', 25)} < 0.3 then 90 else 60 end,
    -- After the approval (historySql's), which may come later for a request of the last days.
    case when moved_at > answered_at then moved_at else answered_at + (now() - answered_at) * 0.5 end
  from progress
)
insert into service_request_labels (service_request_id, label_id)
select request_id, label_id from chosen_label`;
}

/** A pending request older than this had a mail from staff (its link sent again) meanwhile. */
const PENDING_MAILED_AFTER = '14 days';

/**
 * The way a bike went from its first stage (a lease bike waits for its lessor) to the one the
 * batch gave it; one in four finished bikes waited for parts on the way.
 */
const stagePathOf = (stage: string, leased: string, detour: string) => `
  case when ${leased} then array['waiting_for_lessor'] else array[]::text[] end || case ${stage}
    when 'waiting_for_lessor' then array[]::text[]
    when 'planned' then array['planned']
    when 'in_repair' then array['planned', 'in_repair']
    when 'waiting_for_parts' then array['planned', 'in_repair', 'waiting_for_parts']
    when 'waiting_for_customer' then array['planned', 'in_repair', 'waiting_for_customer']
    else (case when ${detour} then array['planned', 'in_repair', 'waiting_for_parts', 'in_repair', 'ready']
      else array['planned', 'in_repair', 'ready'] end)
      || case when ${stage} = 'done' then array['done'] else array[]::text[] end
  end`;

/**
 * The history of the batch's requests (those above id $1), as the app would have recorded it:
 * the submission; the approval or rejection at the moment the batch's `answered` gave it, or
 * for an older pending request a mail from staff; then each bike's stage changes, spread from
 * the approval to the moment its stage was set. One statement in time order per request, after
 * the bikes' stages exist: migration 0033's trigger on `request_events` builds the insights'
 * rollups from them as it does for the app, a bike's journey from its stage at the approval.
 */
function historySql(options: { reasonIds: number[] }) {
  const reasonIds = `array[${options.reasonIds.join(', ')}]::int[]`;
  return `
with request as (
  select id, created_at, status, delivery_type,
    (select count(*) from bikes where bikes.service_request_id = service_requests.id)::int as bike_count,
    case when status <> 'pending' or created_at < now() - interval '${PENDING_MAILED_AFTER}'
      then ${answeredAt('id', 'created_at')} end as answered_at
  from service_requests where id > $1::int
),
bike_path as (
  select p.bike_id, p.service_request_id, b.position, request.answered_at, p.stage_changed_at,
    ${stagePathOf('p.stage', 'b.lease_company is not null', `${fraction('p.bike_id', 34)} < 0.25`)} as path
  from bike_progress p join bikes b on b.id = p.bike_id
  join request on request.id = p.service_request_id
),
step as (
  select bike_id, service_request_id, position, answered_at, stage_changed_at, i,
    path[i - 1] as from_stage, path[i] as to_stage,
    -- Each stage takes a share of the way of its own; the last change is when the stage was set.
    sum(0.3 + ${fraction('bike_id * 8 + i', 35)}) over (partition by bike_id order by i)
      / sum(0.3 + ${fraction('bike_id * 8 + i', 35)}) over (partition by bike_id) as share
  from bike_path, generate_subscripts(path, 1) as i
  where i > 1
),
event as (
  select id as service_request_id, created_at, 0 as position, 0 as i, 'request.submitted' as type,
    '${CUSTOMER_ACTOR}' as actor,
    jsonb_build_object('deliveryType', delivery_type, 'bikeCount', bike_count) as payload
  from request
  union all
  select id, answered_at, 0, 0, 'request.approved', '${STAFF_ACTOR}',
    case when delivery_type = 'on_location'
      then jsonb_build_object('deliveryType', delivery_type, 'activityType', 'stop', 'activityMinutes', ${ACTIVITY_DEFAULT_MINUTES.stop})
      else jsonb_build_object('deliveryType', delivery_type, 'activityType', 'pickup', 'activityMinutes', ${ACTIVITY_DEFAULT_MINUTES.pickup}) end
  from request where status = 'approved'
  union all
  select id, answered_at, 0, 0, 'request.rejected', '${STAFF_ACTOR}',
    jsonb_build_object('rejectionReasonId', (${reasonIds})[${reasonIndex('id')}])
  from request where status = 'rejected'
  union all
  select id, answered_at, 0, 0, 'request.link_resent', '${STAFF_ACTOR}', '{}'::jsonb
  from request where status = 'pending' and answered_at is not null
  union all
  select service_request_id, answered_at + (stage_changed_at - answered_at) * share, position + 1, i,
    'bike.stage_changed', '${STAFF_ACTOR}',
    jsonb_build_object('bikeId', bike_id, 'position', position + 1, 'from', from_stage, 'to', to_stage)
  from step
)
insert into request_events (service_request_id, type, actor, payload, created_at)
select service_request_id, type, actor, payload, created_at
from event order by service_request_id, created_at, position, i`;
}

/**
 * The triggers a batch would fire row by row or statement by statement, off for `work`'s
 * transaction only, and what they would have written done once for the batch:
 * - those that write a request's bikes and labels into its search text: with them every request
 *   of a batch would get a second version of its row, the table twice its size, half of it dead,
 *   which skews what the bench measures (decision 037); the batch writes the text itself;
 * - those that keep the insights' day counts: a history's events change a request's facts one
 *   statement at a time, and counting each change took five times as long as the rest of the
 *   seed. The batch's facts are counted once, by the function the triggers count with
 *   (migration 0034).
 * ALTER TABLE holds its lock until the commit, so no other session ever writes without them.
 */
async function withoutBatchTriggers(
  database: Database,
  /** Adds requests, and says the highest request id there was before them. */
  work: (executeSql: Transaction['executeSql']) => Promise<{ lastRequestIdBefore: number }>,
) {
  const switchTriggers = async (
    executeSql: Transaction['executeSql'],
    to: 'enable' | 'disable',
  ) => {
    for (const [table, trigger] of BATCH_TRIGGERS)
      await executeSql(`alter table ${table} ${to} trigger ${trigger}`);
  };
  await database.transaction(async ({ executeSql }) => {
    await switchTriggers(executeSql, 'disable');
    const { lastRequestIdBefore } = await work(executeSql);
    await executeSql(
      `select insight_days_add('{}', array(
        select f from request_facts f where f.service_request_id > $1))`,
      [lastRequestIdBefore],
    );
    await switchTriggers(executeSql, 'enable');
  });
}

/** The triggers of migrations 0022 (search text) and 0034 (day counts) that a batch turns off. */
const BATCH_TRIGGERS = [
  ['bikes', 'bikes_inserted_search_text'],
  ['service_request_labels', 'service_request_labels_inserted_search_text'],
  ['bikes', 'bikes_inserted_insight_days'],
  ['request_facts', 'request_facts_inserted_insight_days'],
  ['request_facts', 'request_facts_updated_insight_days'],
] as const;

/**
 * Adds `count` realistic requests: Dutch customers (some returning, some business), one to
 * three bikes, every status, archived repairs and labels, spread over the past two years; the
 * bikes of approved requests at a stage, the open ones planned around today.
 */
export async function seedDemoData(
  database: Database,
  options: { count: number; seed?: number; onProgress?: (done: number) => void },
) {
  const { labelIds, reasonIds } = await database.transaction(async ({ db }) => {
    await db.insert(labels).values(LABELS).onConflictDoNothing();
    await db.insert(rejectionReasons).values(REJECTION_REASONS).onConflictDoNothing();
    const labelRows = await db
      .select({ id: labels.id })
      .from(labels)
      .where(
        inArray(
          labels.name,
          LABELS.map((label) => label.name),
        ),
      );
    const reasonRows = await db
      .select({ id: rejectionReasons.id, name: rejectionReasons.name })
      .from(rejectionReasons)
      .where(
        inArray(
          rejectionReasons.name,
          REJECTION_REASONS.map((reason) => reason.name),
        ),
      );
    const reasonId = new Map(reasonRows.map((row) => [row.name, row.id]));
    return {
      labelIds: labelRows.map((row) => row.id),
      // In the order of REJECTION_REASONS: the batch names a reason by its place in that list.
      reasonIds: REJECTION_REASONS.map((reason) => reasonId.get(reason.name) ?? 0),
    };
  });
  const statement = batchSql({
    seed: options.seed ?? options.count,
    runId: Date.now().toString(36),
    labelIds,
    openShare: Math.min(1, OPEN_BIKES / (options.count * OPEN_CANDIDATE_BIKES_PER_REQUEST)),
  });
  const history = historySql({ reasonIds });
  for (let done = 0; done < options.count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, options.count - done);
    const firstPerson = Math.ceil(done * 0.8) + 1;
    await withoutBatchTriggers(database, async (executeSql) => {
      // A batch's statements are planned once and run once: compiling them costs PostgreSQL
      // more than the JIT saves.
      await executeSql('set local jit = off');
      const { rows } = await executeSql(
        'select coalesce(max(id), 0)::int as last from service_requests',
      );
      await executeSql(statement, [
        firstPerson,
        firstPerson + Math.ceil(size * 0.8) - 1,
        done + 1,
        done + size,
      ]);
      // The history's trigger looks up one row of the rollups per event by its key. Planned on
      // statistics from before the batch (none at all on the embedded database, which has no
      // autovacuum), it reads the rollups whole each time instead, and the first 10 000
      // requests' histories took minutes where their keys take seconds.
      await executeSql('set local enable_seqscan = off');
      await executeSql(history, [rows[0]?.last]);
      return { lastRequestIdBefore: Number(rows[0]?.last) };
    });
    options.onProgress?.(done + size);
  }
  // A bulk load leaves the planner without statistics until autovacuum (or, embedded, the
  // nightly maintenance) comes by; searches right after seeding would be misplanned.
  await vacuumAndAnalyze(database);
}
