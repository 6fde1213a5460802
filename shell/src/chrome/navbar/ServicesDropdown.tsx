import { useId, useRef, useState, type FocusEvent } from 'react';
import styled, { css } from 'styled-components';
import { Icon, useDismiss } from '@petpal/design-system/core';
import { usePathname } from '../../composition/use-pathname';
import { navItemStyles } from './nav-styles';
import { ServiceLinks } from './ServiceLinks';

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button<{ $active: boolean }>`
  ${navItemStyles}
  ${({ theme, $active }) =>
    $active &&
    css`
      color: ${theme.colors.primary.onSubtle};
      box-shadow: inset 0 -2px 0 ${theme.colors.primary.solid};
    `}

  > svg {
    transition: transform 120ms ease;
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Menu = styled.div`
  ${({ theme }) => css`
    position: absolute;
    top: calc(100% + ${theme.spacing[2]});
    left: 0;
    z-index: ${theme.zIndex.dropdown};
    width: 18rem;
    max-height: calc(100vh - 6rem);
    overflow-y: auto;
    padding: ${theme.spacing[2]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.md};
  `}
`;

/** The desktop "Services" disclosure: closes on Escape, a press outside, leaving it by keyboard or choosing an entry. */
export function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pathname = usePathname();
  const close = () => setOpen(false);
  useDismiss(root, trigger, open, close);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
  }

  return (
    <Root ref={root} onBlur={onBlur}>
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
        $active={pathname === '/services' || pathname.startsWith('/services/')}
      >
        Services
        <Icon name="chevron-down" size={16} />
      </Trigger>
      {open && (
        <Menu id={menuId}>
          <ServiceLinks onSelect={close} />
        </Menu>
      )}
    </Root>
  );
}
