import { useHref, useLinkClickHandler } from 'react-router-dom';
import { ButtonLink, type ButtonLinkProps } from './ButtonLink';

export type RouterButtonLinkProps = Omit<ButtonLinkProps, 'href'> & { to: string };

/** A ButtonLink that navigates through the surrounding react-router router (inside an application's root). */
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
