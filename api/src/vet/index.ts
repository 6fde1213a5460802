/**
 * The vet area's public facade: the only module the app, the seed registry and other areas import from the
 * vet area. Its repositories and collections stay behind it.
 */
export { createVetArea, prepareVetArea, type VetArea, type VetAreaDeps } from './vet-area';
export { vetSeeder } from './seed/vet.seed';
export { readVetLedger } from './charges/vet-ledger';
