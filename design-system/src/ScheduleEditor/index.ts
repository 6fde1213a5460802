export { ScheduleBlock, scheduleBlockLabel } from './ScheduleBlock';
export type { ScheduleBlockData, ScheduleBlockProps, ScheduleBreak } from './ScheduleBlock';
export { WeeklySchedule } from './WeeklySchedule';
export type { WeeklyScheduleProps } from './WeeklySchedule';
export { weekdays } from './weekdays';
