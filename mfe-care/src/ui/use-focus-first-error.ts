import { useEffect, useRef, useState } from 'react';

/** A field marked invalid, or the first control of a group (FieldSet) that shows an error. */
const INVALID = '[aria-invalid="true"], fieldset[aria-describedby] input';

/**
 * After a refused submit, focus goes to the first field in error, so keyboard and screen reader users land
 * on what needs fixing instead of staying on the submit button.
 */
export function useFocusFirstError<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) ref.current?.querySelector<HTMLElement>(INVALID)?.focus();
  }, [attempt]);
  return { ref, focusFirstError: () => setAttempt((count) => count + 1) };
}
