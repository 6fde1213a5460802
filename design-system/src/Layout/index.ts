export { CardGrid } from './CardGrid';
export { Columns } from './Columns';
export { Container } from './Container';
export { Heading } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { Text } from './Text';
export type { TextProps, TextTone } from './Text';
