import { useState } from 'react';
import { currentPoint } from './current-point';

/** "Use my current location": the browser's answer, and whether it is still being asked. */
export function useLocating() {
  const [locating, setLocating] = useState(false);
  async function locate() {
    setLocating(true);
    try {
      return await currentPoint();
    } finally {
      setLocating(false);
    }
  }
  return { locating, locate };
}
