import { useState } from 'react';
import styled from 'styled-components';
import { CountBadge, Icon } from '@petpal/design-system';

const Anchor = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  & > span {
    position: absolute;
    top: 2px;
    right: 0;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 48px;
  width: 20rem;
  max-height: 320px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
`;

/** The navbar bell; its feed arrives with the notifications issue, until then it is honestly empty. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = 0;
  return (
    <Anchor>
      <BellButton aria-label="Notifications" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <Icon name="bell" size={22} aria-hidden />
        <CountBadge count={unread} label={`${unread} unread notifications`} />
      </BellButton>
      {open && (
        <Panel role="region" aria-label="Notifications">
          <p>No notifications yet.</p>
        </Panel>
      )}
    </Anchor>
  );
}
