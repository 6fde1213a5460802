import { describe, expect, it } from 'vitest';
import { addressWith } from '@petpal/design-system';
import { closedDialog, vetBooking, vetDialogCodec, vetList } from './vet-dialog-address';

const read = (query: string) => vetDialogCodec.read(new URLSearchParams(query));
const write = (query: string, place: Parameters<typeof vetDialogCodec.write>[0]) =>
  addressWith(new URLSearchParams(query), vetDialogCodec, place).toString();

describe('the vet dialog in the address', () => {
  it('reads the list, a linked vet, and a closed dialog', () => {
    expect(read('vets=1')).toEqual(vetList);
    expect(read('vet=A00000000000000000000001&location=Pune')).toEqual(vetBooking('a00000000000000000000001'));
    expect(read('')).toEqual(closedDialog);
    expect(read('location=Pune')).toEqual(closedDialog);
  });

  it('reads a vet id that is not one as the list', () => {
    expect(read('vet=not-an-id')).toEqual(vetList);
    expect(read('vet=')).toEqual(vetList);
  });

  it('writes one place at a time and keeps the filters', () => {
    expect(write('vets=1&location=Pune', vetBooking('a00000000000000000000001'))).toBe(
      'location=Pune&vet=a00000000000000000000001',
    );
    expect(write('vet=a00000000000000000000001&location=Pune', vetList)).toBe('location=Pune&vets=1');
    expect(write('vets=1&location=Pune', closedDialog)).toBe('location=Pune');
  });
});
