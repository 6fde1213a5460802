import { ButtonLink, type ButtonLinkProps } from '@petpal/design-system';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type RouterButtonLinkProps = Omit<ButtonLinkProps, 'href'> & { to: string };

/** A design-system ButtonLink that navigates through the surrounding router. */
export function RouterButtonLink({ to, onClick, ...rest }: RouterButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <ButtonLink
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
