import { describe, expect, it } from 'vitest';
import { comingSoonArea } from './coming-soon-area';

describe('comingSoonArea', () => {
  it.each([
    ['/pharmacy', 'Pharmacy'],
    ['/pharmas-orders', 'Pharmacy orders'],
    ['/merchandise/', 'Merchandise & Pet Food'],
    ['/order-confirmation/123', 'Order confirmation'],
    ['/admin-dashboard', 'The admin dashboard'],
  ])('names %s as %s', (path, name) => {
    expect(comingSoonArea(path)).toBe(name);
  });

  it('names no area for /coming-soon itself', () => {
    expect(comingSoonArea('/coming-soon')).toBeUndefined();
  });
});
