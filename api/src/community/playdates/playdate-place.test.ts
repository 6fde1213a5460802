import { describe, expect, it } from 'vitest';
import { playdateMessages } from '@petpal/contracts';
import { Invalid } from '../../errors';
import { resolvePlace } from './playdate-place';

describe('resolvePlace', () => {
  it("places a dog at a chosen city's centre, named after the city unless the owner names the area", () => {
    expect(resolvePlace({ city: 'mumbai' })).toEqual({
      location: { type: 'Point', coordinates: [72.8777, 19.076] },
      areaName: 'Mumbai',
    });
    expect(resolvePlace({ city: 'mumbai', areaName: 'Bandra West' }).areaName).toBe('Bandra West');
  });

  it('names a position after the listed city it is in, or the area the owner gives', () => {
    const bandra = { lat: 19.0596, lng: 72.8295 };
    expect(resolvePlace({ point: bandra })).toEqual({
      location: { type: 'Point', coordinates: [72.8295, 19.0596] },
      areaName: 'Mumbai',
    });
    expect(resolvePlace({ point: bandra, areaName: ' Bandra West ' }).areaName).toBe('Bandra West');
  });

  it('asks for an area name far from every listed city', () => {
    const nowhere = () => resolvePlace({ point: { lat: -35, lng: -110 }, areaName: '' });
    expect(nowhere).toThrow(Invalid);
    expect(nowhere).toThrow(playdateMessages.nameYourArea);
  });
});
