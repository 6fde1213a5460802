import { atom, useAtom, useSetAtom } from 'jotai';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ToastItem, type ToastOptions } from './ToastItem';

type QueuedToast = ToastOptions & { id: number };

let nextId = 0;

/**
 * The page's toasts live in the shared jotai store, not in one React root: a toast raised just before a
 * navigation to another application's page stays on screen.
 */
const toastQueueAtom = atom<QueuedToast[]>([]);

/** Every root renders a viewport; the first to mount shows the toasts, the others stand by. */
const viewportOwnerAtom = atom<symbol | null>(null);

const Region = styled.div`
  ${({ theme }) => css`
    position: fixed;
    right: ${theme.spacing[4]};
    bottom: ${theme.spacing[4]};
    z-index: ${theme.zIndex.toast};
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[2]};
    width: min(24rem, calc(100vw - ${theme.spacing[8]}));
    pointer-events: none;
  `}
`;

function ToastViewport() {
  const self = useMemo(() => Symbol('toast-viewport'), []);
  const [owner, setOwner] = useAtom(viewportOwnerAtom);
  const [toasts, setToasts] = useAtom(toastQueueAtom);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), [setToasts]);

  useEffect(() => {
    if (owner === null) setOwner(self);
  }, [owner, self, setOwner]);
  useEffect(() => () => setOwner((current) => (current === self ? null : current)), [self, setOwner]);

  if (owner !== self) return null;
  return (
    <Region role="region" aria-label="Notifications" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} {...t} onDismiss={dismiss} />
      ))}
    </Region>
  );
}

const InsideProvider = createContext(false);

/** Renders the toast region (polite live region, bottom-right) for the page's shared toast queue. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <InsideProvider value>
      {children}
      <ToastViewport />
    </InsideProvider>
  );
}

export function useToast(): { toast(options: ToastOptions): void } {
  const inside = useContext(InsideProvider);
  const setToasts = useSetAtom(toastQueueAtom);
  if (!inside) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(
    () => ({ toast: (options) => setToasts((current) => [...current, { ...options, id: nextId++ }]) }),
    [setToasts],
  );
}
