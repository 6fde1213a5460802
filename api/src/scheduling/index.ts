/** The scheduling engine (docs/decisions/059): availability, claims and zone math for vets, stylists, trainers and sitters. Other code imports only this file. */
export * from './answer-memo';
export * from './booked-time';
export * from './booking-window';
export * from './calendar';
export * from './check-slot';
export * from './claim-grid.repository';
export * from './day-plan';
export * from './local-date';
export * from './provider-availability';
export * from './provider-cache';
export * from './ratings-store';
export * from './slot-cells';
export * from './zoned-time';
export * from './jobs/job-runner';
export * from './weekly-calendar.repository';
