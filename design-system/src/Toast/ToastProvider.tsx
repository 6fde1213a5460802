import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ToastItem, type ToastOptions } from './ToastItem';

interface ToastContextValue {
  toast(options: ToastOptions): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

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

type QueuedToast = ToastOptions & { id: number };

/** Holds the toast queue and renders it in a polite live region fixed to the bottom-right corner. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const value = useMemo<ToastContextValue>(
    () => ({ toast: (options) => setToasts((current) => [...current, { ...options, id: nextId.current++ }]) }),
    [],
  );

  return (
    <ToastContext value={value}>
      {children}
      <Region role="region" aria-label="Notifications" aria-live="polite">
        {toasts.map((t) => (
          <ToastItem key={t.id} {...t} onDismiss={dismiss} />
        ))}
      </Region>
    </ToastContext>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
