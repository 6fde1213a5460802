/** The vet area's contracts, by feature. */
export * from './common';
export * from './directory';
export * from './availability';
export * from './booking';
export * from './practice';
