// Everything, for remotes and the shell's own pages. The first-load part comes through its shared entry, so the page
// holds one copy of it (one session atom, one toast queue) whichever entry a root imported.
export * from '@petpal/design-system/core';
export { Alert } from './Alert';
export type { AlertProps, AlertVariant } from './Alert';
export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { Photo, PhotoGrid, ProductIllustration, SpeciesIllustration, hueOf, initialsOf } from './Photo';
export type { PhotoFallback, PhotoGridProps, PhotoProps, SpeciesName } from './Photo';
export { Badge, StatusBadge } from './Badge';
export type { BadgeProps, BadgeVariant, ReportStatus, StatusBadgeProps } from './Badge';
export { formatMoney, Price } from './Price';
export { formatLongDate } from './format/long-date';
export { timeAgo } from './format/time-ago';
export type { MoneyFormat, PriceProps } from './Price';
export { RouterButtonLink } from './Button';
export type { RouterButtonLinkProps } from './Button';
export { BookingCalendar, bookingDays, bookingLoad, bookingSlotKey } from './BookingCalendar';
export type {
  BookingCalendarProps,
  BookingCalendarText,
  BookingDay,
  BookingEmptyReason,
  BookingLoad,
  BookingSlot,
  BookingWindow,
} from './BookingCalendar';
export { BookingDatesCalendar, nightsBetween } from './BookingCalendar';
export type { BookingDatesCalendarProps, BookingDatesText, DateRange } from './BookingCalendar';
export { Calendar, DayStepper } from './Calendar';
export type { CalendarProps, DayStepperProps } from './Calendar';
export { Checkbox } from './Checkbox';
export { CardGrid, Columns, Container, Heading, MetaRow, Stack, Text } from './Layout';
export type { HeadingLevel, HeadingProps, MetaRowProps, StackProps, TextProps, TextTone } from './Layout';
export type { CheckboxProps } from './Checkbox';
export { CARD_ENTRY_MESSAGES, CardEntry, CardEntryError, useCardEntryConfig } from './CardEntry';
export type { CardEntryHandle, CardEntryProps } from './CardEntry';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { CardList, EntryActions, EntryHeader, EntryTitle, Facts, ListEntry } from './Facts';
export { FieldSet } from './FieldSet';
export type { FieldSetProps } from './FieldSet';
export { FormButtons } from './FormButtons';
export type { FormButtonsProps } from './FormButtons';
export { FormFooter, FormSection, SectionedForm } from './FormSection';
export type { FormSectionProps } from './FormSection';
export { blankHoliday, HolidaysEditor, holidayLabel } from './HolidaysEditor';
export type { Holiday, HolidayDraft, HolidaysEditorProps } from './HolidaysEditor';
export { LabelledField } from './internal/field';
export type { ControlAttributes, LabelledFieldProps } from './internal/field';
export { LoadingLine } from './LoadingLine';
export type { LoadingLineProps } from './LoadingLine';
export { MAP_MESSAGES, MapView } from './MapView';
export type { MapCircle, MapMarker, MapPin, MapPoint, MapViewProps } from './MapView';
export { PageContainer, PageFrame } from './PageFrame';
export type { PageContainerProps, PageFrameProps, PageWidth } from './PageFrame';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { PaymentMethodField, paymentMethodMessages } from './PaymentMethodField';
export type { PaymentMethodFieldProps } from './PaymentMethodField';
export { ProviderStandingPanel, providerProfilePaths, standingPanelText } from './ProviderStanding';
export type { BlockedStanding, ProviderStandingPanelProps } from './ProviderStanding';
export { PhotosUploadField, PhotoUploadField } from './PhotoUploadField';
export type { PhotosUploadFieldProps, PhotoUploadFieldProps } from './PhotoUploadField';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { RatingDialog } from './RatingDialog';
export type { Rating, RatingDialogProps } from './RatingDialog';
export { RatingStars } from './RatingStars';
export type { RatingStarsProps } from './RatingStars';
export { RetryAlert } from './RetryAlert';
export { CONTACT_FAILED, CONTACT_LABEL, ContactButton, INBOX_LINK_LABEL, InboxLink } from './ContactButton';
export type { ContactButtonProps } from './ContactButton';
export type { RetryAlertProps } from './RetryAlert';
export { ReviewList } from './ReviewList';
export type { Review, ReviewListProps } from './ReviewList';
export {
  BreakDialog,
  ScheduleBlock,
  scheduleBlockLabel,
  ScheduleDialog,
  TimeRangeFields,
  useSavingForm,
  WeeklySchedule,
  weekdays,
} from './ScheduleEditor';
export type {
  BreakDialogProps,
  BreakValues,
  SaveForm,
  SavingFormOptions,
  ScheduleBlockData,
  ScheduleBlockProps,
  ScheduleBreak,
  ScheduleDialogProps,
  ScheduleValues,
  TimeFieldProps,
  TimeRangeFieldsProps,
  WeeklyScheduleProps,
} from './ScheduleEditor';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { providerTimeNote, SlotGrid, slotLabel } from './SlotGrid';
export type { SlotGridProps, TimeSlot } from './SlotGrid';
export { PageSkeleton, Skeleton, SkeletonList } from './Skeleton';
export type { SkeletonListProps, SkeletonProps } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { useErrorToast } from './Toast/use-error-toast';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { addressWith, useAddressState, useFilterText } from './hooks/use-address-state';
export type { AddressChange, AddressCodec, AddressUpdate, FilterTextOptions } from './hooks/use-address-state';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export * from './platform/index';
export * from './forms';
export * from './account';
