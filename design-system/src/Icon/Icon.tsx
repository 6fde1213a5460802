import type { ComponentProps } from 'react';
import { icons, type IconName } from './icons';

export type IconProps = {
  name: IconName;
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
} & Omit<ComponentProps<'svg'>, 'name'>;

export function Icon({ name, size = 20, title, ...rest }: IconProps) {
  const labelled = title !== undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={labelled ? 'img' : undefined}
      aria-label={title}
      aria-hidden={labelled ? undefined : true}
      {...rest}
    >
      {icons[name]}
    </svg>
  );
}
