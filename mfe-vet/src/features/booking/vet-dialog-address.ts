import { ObjectIdString } from '@petpal/contracts';
import type { AddressCodec } from '@petpal/design-system';

/** Where the vet list dialog is: closed, on the list, or on one vet's booking (a vet that can be linked). */
export type VetDialogPlace = { view: 'closed' } | { view: 'list' } | { view: 'vet'; vetId: string };

export const closedDialog: VetDialogPlace = { view: 'closed' };
export const vetList: VetDialogPlace = { view: 'list' };
export const vetBooking = (vetId: string): VetDialogPlace => ({ view: 'vet', vetId });

/**
 * The dialog's place in /services/book-a-vet's address: `?vets=1` the list, `?vet=<id>` a vet's booking,
 * neither a closed dialog. Each move is a history entry, so Back returns to the list and then closes it;
 * a reload reopens the same place. An id that is not one is read as the list.
 */
export const vetDialogCodec: AddressCodec<VetDialogPlace> = {
  keys: ['vets', 'vet'],
  read(params) {
    const vetId = params.get('vet');
    if (vetId !== null) return ObjectIdString.safeParse(vetId).success ? vetBooking(vetId.toLowerCase()) : vetList;
    return params.get('vets') === '1' ? vetList : closedDialog;
  },
  write(place): Record<string, string> {
    if (place.view === 'vet') return { vet: place.vetId };
    return place.view === 'list' ? { vets: '1' } : {};
  },
};
