import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createMoneybirdClient, type Invoicing } from './invoicing/client.ts';
import {
  FAKE_MONEYBIRD_ADMINISTRATION_ID,
  FAKE_MONEYBIRD_TOKEN,
  startFakeMoneybird,
} from './invoicing/fake.ts';
import { createAircallClient, type PhoneService } from './phone/client.ts';
import {
  FAKE_AIRCALL_API_ID,
  FAKE_AIRCALL_API_TOKEN,
  FAKE_AIRCALL_NUMBER_ID,
  FAKE_AIRCALL_USER_ID,
  startFakeAircall,
} from './phone/fake.ts';
import { createBumbalClient, type RoutePlanner } from './planner/client.ts';
import { FAKE_BUMBAL_API_KEY, startFakeBumbal } from './planner/fake.ts';
import { createCycleSoftwareClient, type WorkshopSystem } from './workshop/client.ts';
import {
  FAKE_CYCLESOFTWARE_PASSWORD,
  FAKE_CYCLESOFTWARE_USER,
  startFakeCycleSoftware,
} from './workshop/fake.ts';

/**
 * The external systems Spaak talks to. A missing one is not configured: the features that
 * need it say so, and nothing pretends to have happened.
 */
export type Integrations = {
  workshop?: WorkshopSystem;
  planner?: RoutePlanner;
  invoicing?: Invoicing;
  phone?: PhoneService;
};

/**
 * Clients for every configured system. With `FAKE_INTEGRATIONS=1` (never in production) a
 * system that is not configured gets a local fake instead, so a developer can click through
 * approval, planning and invoicing without vendor accounts.
 */
export async function connectIntegrations(config: Config, logger: Logger) {
  const settings = config.integrations;
  const fakes: { close(): Promise<void> }[] = [];
  let cycleSoftware = settings.cycleSoftware;
  if (!cycleSoftware && settings.useFakes) {
    const fake = await startFakeCycleSoftware();
    fakes.push(fake);
    cycleSoftware = {
      baseUrl: fake.url,
      username: FAKE_CYCLESOFTWARE_USER,
      password: FAKE_CYCLESOFTWARE_PASSWORD,
    };
    logger.info({ url: fake.url }, 'FAKE_INTEGRATIONS: a local fake CycleSoftware answers');
  }
  let aircall = settings.aircall;
  if (!aircall && settings.useFakes) {
    const fake = await startFakeAircall();
    fakes.push(fake);
    aircall = {
      baseUrl: fake.url,
      apiId: FAKE_AIRCALL_API_ID,
      apiToken: FAKE_AIRCALL_API_TOKEN,
      caller: { userId: FAKE_AIRCALL_USER_ID, numberId: FAKE_AIRCALL_NUMBER_ID },
    };
    logger.info({ url: fake.url }, 'FAKE_INTEGRATIONS: a local fake Aircall answers');
  }
  /** Starts a fake and answers the settings that point at it. */
  async function fakeSettings<Settings>(
    name: string,
    start: () => Promise<{ url: string; close(): Promise<void> }>,
    settingsFor: (url: string) => Settings,
  ) {
    const fake = await start();
    fakes.push(fake);
    logger.info({ url: fake.url }, `FAKE_INTEGRATIONS: a local fake ${name} answers`);
    return settingsFor(fake.url);
  }
  const bumbal =
    settings.bumbal ??
    (settings.useFakes
      ? await fakeSettings('Bumbal', startFakeBumbal, (baseUrl) => ({
          baseUrl,
          apiKey: FAKE_BUMBAL_API_KEY,
        }))
      : undefined);
  const moneybird =
    settings.moneybird ??
    (settings.useFakes
      ? await fakeSettings('Moneybird', startFakeMoneybird, (baseUrl) => ({
          baseUrl,
          administrationId: FAKE_MONEYBIRD_ADMINISTRATION_ID,
          token: FAKE_MONEYBIRD_TOKEN,
        }))
      : undefined);
  const integrations: Integrations = {
    workshop: cycleSoftware && createCycleSoftwareClient(cycleSoftware),
    planner: bumbal && createBumbalClient(bumbal),
    invoicing: moneybird && createMoneybirdClient(moneybird),
    phone: aircall && createAircallClient(aircall),
  };
  return {
    integrations,
    async close() {
      await Promise.all(fakes.map((fake) => fake.close()));
    },
  };
}
