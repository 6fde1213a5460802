import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { Icon, locationAtom, VisuallyHidden } from '@petpal/design-system/core';

// The dialog needs the full design system and zod: it loads once a signed-in visitor (the only one who sees this
// widget) is known, before it can be opened.
const loadDialog = () => import('./UpdateLocationDialog');
const UpdateLocationDialog = lazy(() => loadDialog().then((module) => ({ default: module.UpdateLocationDialog })));

const Root = styled.button`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing[1]};
    min-width: 0;
    max-width: 14rem;
    min-height: 2rem;
    margin: 0;
    padding: ${theme.spacing[1]} ${theme.spacing[2]};
    font: inherit;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.secondary.onSubtle};
    background: ${theme.colors.secondary.subtle};
    border: 1px solid transparent;
    border-radius: ${theme.radii.full};
    cursor: pointer;

    &:hover {
      border-color: ${theme.colors.secondary.border};
    }

    > svg {
      flex-shrink: 0;
    }

    ${theme.media.mobile} {
      max-width: 8rem;
    }
  `}
`;

const Place = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The signed-in visitor's location (the platform's location atom); opens Update Location. */
export function LocationWidget() {
  const { displayText } = useAtomValue(locationAtom);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void loadDialog();
  }, []);
  return (
    <>
      <Root type="button" title="Update location" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="map-pin" size={16} />
        <VisuallyHidden>Your location:</VisuallyHidden> <Place>{displayText}</Place>
      </Root>
      <Suspense fallback={null}>
        <UpdateLocationDialog open={open} onClose={() => setOpen(false)} />
      </Suspense>
    </>
  );
}
