import type { ComponentProps, MouseEventHandler } from 'react';
import { ButtonLink, type ButtonLinkProps } from '@petpal/design-system/core';
import { followInPage } from './link-navigation';

function inPage(onClick?: MouseEventHandler<HTMLAnchorElement>): MouseEventHandler<HTMLAnchorElement> {
  return (event) => {
    onClick?.(event);
    followInPage(event.nativeEvent, event.currentTarget);
  };
}

/** A link that navigates inside the page on a plain click, as a router's link would, without a router. */
export function PageLink({ onClick, ...rest }: ComponentProps<'a'>) {
  return <a {...rest} onClick={inPage(onClick)} />;
}

/** The design system's ButtonLink, navigating inside the page. */
export function PageButtonLink({ onClick, ...rest }: ButtonLinkProps) {
  return <ButtonLink {...rest} onClick={inPage(onClick)} />;
}
