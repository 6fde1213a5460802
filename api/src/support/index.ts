/** The support area's public facade. */
export { createSupportArea, prepareSupportArea, SUPPORT_COLLECTIONS, type SupportArea } from './support-area';
export { supportSeeder } from './support.seed';
