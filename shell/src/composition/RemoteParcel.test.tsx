import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform } from '../test/render';
import { loadExpose } from './load-expose';
import { resetRemote } from './registry';
import { RemoteParcel } from './RemoteParcel';

vi.mock('./load-expose', () => ({ loadExpose: vi.fn() }));
vi.mock('./registry', () => ({ resetRemote: vi.fn() }));

const cardParcel = {
  bootstrap: async () => undefined,
  mount: async (props: { domElement: HTMLElement }) => {
    props.domElement.innerHTML = '<p>Upcoming visits card</p>';
  },
  unmount: async (props: { domElement: HTMLElement }) => {
    props.domElement.innerHTML = '';
  },
};

describe('RemoteParcel', () => {
  it('mounts the exposed parcel inside the page', async () => {
    vi.mocked(loadExpose).mockResolvedValue(cardParcel);
    renderWithPlatform(<RemoteParcel remote="mfe_vet" expose="upcoming-visits" area="Upcoming vet visits" />);
    expect(await screen.findByText('Upcoming visits card')).toBeTruthy();
    expect(loadExpose).toHaveBeenCalledWith('mfe_vet', 'upcoming-visits', expect.any(Function));
  });

  it('shows its own fallback when the remote fails, and Retry loads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadExpose).mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce(cardParcel);
    renderWithPlatform(<RemoteParcel remote="mfe_vet" expose="upcoming-visits" area="Upcoming vet visits" />);
    const fallback = await screen.findByRole('alert');
    expect(fallback.textContent).toContain('Upcoming vet visits is unavailable right now.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(resetRemote).toHaveBeenCalledWith('mfe_vet');
    expect(await screen.findByText('Upcoming visits card')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
