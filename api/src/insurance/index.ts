/**
 * The insurance area's public facade: the only module other areas, the app and the seed registry import from
 * insurance. Plans, quotes and enrolments stay behind it.
 */
export {
  createInsuranceArea,
  prepareInsuranceArea,
  type InsuranceArea,
  type InsuranceAreaDeps,
  type InsuranceAreaOptions,
} from './insurance-area';
export { insuranceSeeder } from './insurance.seed';
