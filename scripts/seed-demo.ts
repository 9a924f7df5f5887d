import { inArray } from 'drizzle-orm';
import { BIKE_BRAND_LABELS } from '../src/contract/bikes.ts';
import type { StoredBike } from '../src/contract/service-requests.ts';
import type { Database } from '../src/server/db/connect.ts';
import { vacuumAndAnalyze } from '../src/server/db/maintenance.ts';
import {
  customers,
  labels,
  serviceRequestLabels,
  serviceRequests,
} from '../src/server/db/schema.ts';

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
const BRANDS = Object.values(BIKE_BRAND_LABELS).filter((brand) => brand !== 'Overig');
const BATCH_SIZE = 1000;
const TWO_YEARS_MS = 2 * 365 * 24 * 60 * 60 * 1000;

/** A small seeded generator, so the same N gives the same demo data. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

type Random = ReturnType<typeof createRandom>;

function demoPerson(random: Random, index: number) {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const [street, postcodeDigits] = random.pick(STREETS);
  const letters = String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25));
  const emailName = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${emailName}.${index}@example.nl`,
    phone: `+31 6${String(random.int(10_000_000, 99_999_999))}`,
    street,
    houseNumber: String(random.int(1, 350)),
    houseNumberAddition: random.next() < 0.2 ? random.pick(['A', 'B', 'H', '1', '2']) : null,
    postalCode: `${postcodeDigits}${letters}`,
    city: 'Amsterdam',
  };
}

function demoBikes(random: Random): StoredBike[] {
  return Array.from({ length: random.next() < 0.8 ? 1 : random.int(2, 3) }, () => ({
    brand: random.pick(BRANDS),
    model: random.pick(MODELS),
    frameNumber: random.next() < 0.7 ? `WBK${random.int(100_000, 999_999)}NL` : undefined,
    mileage: random.next() < 0.6 ? random.int(50, 25_000) : undefined,
    issueDescription: random.pick(ISSUES),
  }));
}

/**
 * Adds `count` realistic requests: Dutch customers (some returning, some business), one to
 * three bikes, every status, archived repairs and labels, spread over the past two years.
 */
export async function seedDemoData(
  database: Database,
  options: { count: number; seed?: number; onProgress?: (done: number) => void },
) {
  const random = createRandom(options.seed ?? options.count);
  const labelIds = await database.transaction(async ({ db }) => {
    await db.insert(labels).values(LABELS).onConflictDoNothing();
    const rows = await db
      .select({ id: labels.id })
      .from(labels)
      .where(
        inArray(
          labels.name,
          LABELS.map((label) => label.name),
        ),
      );
    return rows.map((row) => row.id);
  });
  const now = Date.now();
  const runId = now.toString(36);
  for (let done = 0; done < options.count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, options.count - done);
    await database.transaction(async ({ db }) => {
      // Fewer customers than requests: some customers come back with another bike.
      const people = Array.from({ length: Math.ceil(size * 0.8) }, (_, offset) =>
        demoPerson(random, done + offset),
      ).map((person) => ({ ...person, email: person.email.replace('@', `.${runId}@`) }));
      const customerRows = await db
        .insert(customers)
        .values(people.map(({ firstName, lastName, ...customer }) => customer))
        .returning({ id: customers.id, email: customers.email });
      const customerIds = new Map(customerRows.map((row) => [row.email, row.id]));
      const requests = Array.from({ length: size }, () => {
        const person = random.pick(people);
        const createdAt = new Date(now - Math.floor(random.next() ** 1.5 * TWO_YEARS_MS));
        const roll = random.next();
        const status = roll < 0.2 ? 'pending' : roll < 0.8 ? 'approved' : 'rejected';
        const isArchived = status === 'approved' && random.next() < 0.6;
        const deliveryType = random.next() < 0.35 ? 'on_location' : 'workshop';
        const business = random.next() < 0.15;
        return {
          ...person,
          customerId: customerIds.get(person.email),
          customerType: business ? 'business' : 'private',
          companyName: business ? random.pick(COMPANIES) : null,
          deliveryType,
          ...(deliveryType === 'on_location' && {
            bikeLocationStreet: person.street,
            bikeLocationHouseNumber: person.houseNumber,
            bikeLocationAddition: person.houseNumberAddition,
            bikeLocationPostcode: person.postalCode,
            bikeLocationCity: person.city,
            freightliveActivityType: status === 'approved' ? 'stop' : null,
            freightliveActivityDuration: status === 'approved' ? 45 : null,
          }),
          bikes: demoBikes(random),
          status,
          rejectionReason: status === 'rejected' ? 'Reparatie niet rendabel' : null,
          cycleSoftwareRepairNumber:
            status === 'approved' ? `R${random.int(10_000, 99_999)}` : null,
          isArchived,
          archivedAt: isArchived ? new Date(createdAt.getTime() + 7 * 86_400_000) : null,
          completedAt: isArchived ? new Date(createdAt.getTime() + 6 * 86_400_000) : null,
          createdAt,
          updatedAt: createdAt,
        } as const;
      });
      const requestRows = await db
        .insert(serviceRequests)
        .values(requests)
        .returning({ id: serviceRequests.id });
      const links = requestRows
        .filter(() => random.next() < 0.3)
        .map((row) => ({ serviceRequestId: row.id, labelId: random.pick(labelIds) }));
      if (links.length > 0) await db.insert(serviceRequestLabels).values(links);
    });
    options.onProgress?.(done + size);
  }
  // A bulk load leaves the planner without statistics until autovacuum (or, embedded, the
  // nightly maintenance) comes by; searches right after seeding would be misplanned.
  await vacuumAndAnalyze(database);
}
