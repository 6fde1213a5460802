import { useEffect, useRef } from 'react';
import { useToast } from '@petpal/design-system/core';

interface LoadState {
  isError: boolean;
  /** react-query's time of the last failure: a new value is a new failure. */
  errorUpdatedAt: number;
  error: unknown;
}

/**
 * Toasts "Error" with the spec's message once per failed load. `suppress` skips failures that must not
 * toast (spec section 8: a missing pet owner profile while loading pets).
 */
export function useErrorToast(load: LoadState, message: string, suppress?: (error: unknown) => boolean) {
  const { toast } = useToast();
  const shown = useRef(0);
  useEffect(() => {
    if (!load.isError || shown.current === load.errorUpdatedAt) return;
    shown.current = load.errorUpdatedAt;
    if (!suppress?.(load.error)) toast({ title: 'Error', description: message, variant: 'error' });
  }, [load.isError, load.errorUpdatedAt, load.error, message, suppress, toast]);
}
