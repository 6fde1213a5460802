/**
 * The admin area's public facade: the app imports it from here. The area owns only the audit log; what it
 * shows and changes belongs to other areas and goes through their facades.
 */
export { ADMIN_AUDIT_COLLECTION } from './audit/audit.repository';
export { createAdminArea, prepareAdminArea, type AdminArea, type AdminAreaDeps } from './admin-area';
