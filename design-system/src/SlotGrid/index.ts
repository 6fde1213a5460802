export { SlotGrid, slotLabel } from './SlotGrid';
export type { SlotGridProps, TimeSlot } from './SlotGrid';
export { providerTimeNote } from './time-zone-note';
