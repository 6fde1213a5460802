/**
 * The care area's public facade: the only module other areas import from care. Booking requests,
 * their schedules, claims and sitter ratings stay behind it; sitters' profiles are auth's.
 */
export {
  createCareArea,
  prepareCareArea,
  type CareArea,
  type CareAreaDeps,
  type CareAreaOptions,
  type Notify,
} from './care-area';
export { careSeeder } from './care.seed';
export { readTrainingLedger } from './trainers/training-ledger';
