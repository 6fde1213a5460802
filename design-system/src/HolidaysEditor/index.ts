export { blankHoliday, HolidaysEditor, holidayLabel } from './HolidaysEditor';
export type { Holiday, HolidayDraft, HolidaysEditorProps } from './HolidaysEditor';
