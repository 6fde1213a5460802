export { Container } from './Container';
export { Heading } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
export { MetaRow } from './MetaRow';
export type { MetaRowProps } from './MetaRow';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { Text } from './Text';
export type { TextProps, TextTone } from './Text';
