import { count } from 'drizzle-orm';
import { DEFAULT_EMAIL_TEMPLATES } from '../modules/email-templates/default-templates.ts';
import { type Database, whileSettingUp } from './connect.ts';
import { admins, emailTemplates, rejectionReasons, serviceConfig } from './schema.ts';

export const DEFAULT_REJECTION_REASONS = [
  {
    name: 'Buiten ons servicegebied',
    description: 'Het adres ligt buiten het gebied waar wij op locatie komen.',
  },
  {
    name: 'Merk of model niet ondersteund',
    description: 'Wij hebben geen onderdelen of kennis voor dit merk of model.',
  },
  {
    name: 'Onvoldoende informatie',
    description: 'De aanvraag bevat te weinig informatie om het probleem te beoordelen.',
  },
  {
    name: 'Dubbele aanvraag',
    description: 'Voor deze fiets is al een aanvraag bij ons in behandeling.',
  },
  {
    name: 'Reparatie niet rendabel',
    description: 'De kosten van de reparatie zijn hoger dan de waarde van de fiets.',
  },
];

/**
 * Fills a new database with what the app needs to run: the wait-time configuration and the
 * rejection reasons on the first boot only (staff may change them afterwards); on every boot
 * the default mail template of each status and language that has none yet, so a database from
 * before English templates gains them beside its Dutch ones (a template staff edited or
 * switched off is kept as it is), and the admin named by ADMIN_EMAIL.
 */
export async function seedDatabase(database: Database, options: { adminEmail?: string }) {
  await whileSettingUp(database, () => seed(database, options));
}

async function seed(database: Database, options: { adminEmail?: string }) {
  await database.transaction(async ({ db }) => {
    const [configRows] = await db.select({ value: count() }).from(serviceConfig);
    if (configRows?.value === 0) {
      await db.insert(serviceConfig).values({ onLocationDays: 2, workshopDays: 1 });
      await db.insert(rejectionReasons).values(DEFAULT_REJECTION_REASONS).onConflictDoNothing();
    }
    // The unique indexes per status and language make the slots that are taken a no-op.
    await db.insert(emailTemplates).values(DEFAULT_EMAIL_TEMPLATES).onConflictDoNothing();
    if (options.adminEmail) {
      await db.insert(admins).values({ email: options.adminEmail }).onConflictDoNothing();
    }
  });
}
