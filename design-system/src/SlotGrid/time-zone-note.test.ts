import { describe, expect, it } from 'vitest';
import { providerTimeNote } from './time-zone-note';

describe('providerTimeNote', () => {
  it("names the provider's zone, and the owner's beside it only when it differs", () => {
    expect(providerTimeNote('Asia/Kolkata', 'Asia/Kolkata')).toBe("Times in Asia/Kolkata (provider's time)");
    expect(providerTimeNote('Asia/Kolkata', 'Europe/Berlin')).toBe(
      "Times in Asia/Kolkata (provider's time) · your time zone is Europe/Berlin",
    );
  });

  it("takes the browser's zone as the owner's by default", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(providerTimeNote(zone)).toBe(`Times in ${zone} (provider's time)`);
  });
});
