import { useEffect, useRef } from 'react';
import { Alert } from '@petpal/design-system';

export interface FormBannerProps {
  message: string;
  title?: string;
}

/** A form's error banner: announced (role="alert") and focused, so keyboard users land on it. */
export function FormBanner({ message, title }: FormBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Alert ref={ref} tabIndex={-1} variant="error" title={title}>
      {message}
    </Alert>
  );
}
