export { Calendar } from './Calendar';
export type { CalendarProps } from './Calendar';
export { DayStepper } from './DayStepper';
export type { DayStepperProps } from './DayStepper';
