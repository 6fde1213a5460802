export {
  breakpoints,
  colors,
  fonts,
  fontSizes,
  fontWeights,
  GlobalStyle,
  lineHeights,
  media,
  radii,
  shadows,
  spacing,
  theme,
  zIndex,
} from './tokens';
export type { Spacing, Theme, Tone, ToneName } from './tokens';

export { Alert } from './Alert';
export type { AlertProps, AlertVariant } from './Alert';
export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { Badge, CountBadge, StatusBadge } from './Badge';
export type { BadgeProps, BadgeVariant, CountBadgeProps, ReportStatus, StatusBadgeProps } from './Badge';
export { Button, ButtonLink, RouterButtonLink } from './Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant, RouterButtonLinkProps } from './Button';
export { Calendar, DayStepper } from './Calendar';
export type { CalendarProps, DayStepperProps } from './Calendar';
export { Card, CardBody, CardFooter, CardTitle } from './Card';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Icon, iconNames } from './Icon';
export type { IconName, IconProps } from './Icon';
export { Container, Heading, Stack, Text } from './Layout';
export type { HeadingLevel, HeadingProps, StackProps, TextProps, TextTone } from './Layout';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { RatingStars } from './RatingStars';
export type { RatingStarsProps } from './RatingStars';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { SlotGrid, slotLabel } from './SlotGrid';
export type { SlotGridProps, TimeSlot } from './SlotGrid';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { ToastProvider, useToast } from './Toast';
export type { ToastOptions, ToastVariant } from './Toast';
export { VisuallyHidden } from './VisuallyHidden';

export * from './platform/index';
