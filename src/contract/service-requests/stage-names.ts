// The stages' names as staff read them, in each language (issue 32 names the Dutch ones).
import type { BikeStage } from './stages.ts';

export const STAGE_NAMES_NL: Record<BikeStage, string> = {
  waiting_for_lessor: 'Wacht op leasemaatschappij',
  planned: 'Ingepland',
  in_repair: 'In reparatie',
  waiting_for_parts: 'Wacht op onderdelen',
  waiting_for_customer: 'Wacht op akkoord klant',
  ready: 'Klaar',
  done: 'Afgerond',
};

export const STAGE_NAMES_EN: Record<BikeStage, string> = {
  waiting_for_lessor: 'Waiting for the leasing company',
  planned: 'Planned',
  in_repair: 'In repair',
  waiting_for_parts: 'Waiting for parts',
  waiting_for_customer: 'Waiting for customer approval',
  ready: 'Ready',
  done: 'Done',
};
