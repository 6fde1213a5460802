import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { focusableIn } from '../internal/focusable';
import { IconButton } from '../internal/IconButton';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
}

const widths: Record<DialogSize, string> = { sm: '24rem', md: '32rem', lg: '48rem' };

const Backdrop = styled.div`
  ${({ theme }) => css`
    position: fixed;
    inset: 0;
    z-index: ${theme.zIndex.dialog};
    display: flex;
    /* Near the top rather than centred: a dialog whose content loads grows downwards and nothing in it moves. */
    align-items: flex-start;
    justify-content: center;
    padding: max(${theme.spacing[4]}, 8vh) ${theme.spacing[4]} ${theme.spacing[4]};
    background: ${theme.colors.overlay};
  `}
`;

const Panel = styled.div<{ $size: DialogSize }>`
  ${({ theme, $size }) => css`
    display: flex;
    flex-direction: column;
    width: 100%;
    max-width: ${widths[$size]};
    max-height: 100%;
    background: ${theme.colors.surface};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.lg};

    &:focus {
      outline: none;
    }
  `}
`;

const Header = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${theme.spacing[4]};
    padding: ${theme.spacing[5]} ${theme.spacing[5]} 0;
  `}
`;

const Title = styled.h2`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    line-height: ${theme.lineHeights.tight};
  `}
`;

const Description = styled.p`
  ${({ theme }) => css`
    margin: ${theme.spacing[1]} 0 0;
    color: ${theme.colors.textMuted};
  `}
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing[5]};
  overflow-y: auto;
`;

const Footer = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]} ${theme.spacing[5]};
    border-top: 1px solid ${theme.colors.border};
  `}
`;

/** A modal dialog: focus moves in and is trapped; Escape, the backdrop and the Close button call onClose. */
export function Dialog(props: DialogProps) {
  return props.open ? createPortal(<DialogPanel {...props} />, document.body) : null;
}

function DialogPanel({ onClose, title, description, children, footer, size = 'md' }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      (focusableIn(panel)[0] ?? panel).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = focusableIn(panel);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={handleKeyDown}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </div>
          <IconButton icon="close" aria-label="Close" onClick={onClose} />
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>
  );
}
