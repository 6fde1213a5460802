import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { petReportMessages } from '@petpal/contracts';
import { petReport, reportId } from '../../../test/fixtures';
import { fakeApi, ok, renderRoute } from '../../../test/render';

const path = `/api/notifications/reports/${reportId}`;
const photo = { id: 'Brunos-photo-012345678', widths: [320, 640], width: 640, height: 480 };
const mine = petReport({ isMine: true, petPictureUrl: `/api/images/${photo.id}/640`, photo });

describe('EditReportPage', () => {
  it('tells anyone but the reporter that only they edit', async () => {
    fakeApi({ [`GET ${path}`]: ok({ report: petReport() }) });
    renderRoute(`/pet-reports/${reportId}/edit`);
    expect(await screen.findByText('Only the person who posted this report can edit it.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('saves the reporter’s changes, removing the photo, and goes back to the report', async () => {
    const requests = fakeApi({
      [`GET ${path}`]: ok({ report: mine }),
      [`PATCH ${path}`]: ok({ report: { ...mine, petName: 'Max', petPictureUrl: null, photo: null } }),
      [`GET ${path}/comments`]: ok({ comments: [] }),
    });
    renderRoute(`/pet-reports/${reportId}/edit`);
    const form = await screen.findByRole('form', { name: 'Edit pet report' });
    const preview = within(form).getByRole('img', { name: 'Chosen photo of the pet' });
    expect(preview.getAttribute('src')).toBe(`/api/images/${photo.id}/320`);
    const user = userEvent.setup();
    const name = within(form).getByRole('textbox', { name: /Pet name/ });
    await user.clear(name);
    await user.type(name, 'Max');
    await user.click(within(form).getByRole('button', { name: 'Remove photo' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Max' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      status: 'lost',
      petName: 'Max',
      description: mine.description,
      locationAddress: mine.locationAddress,
      point: mine.point,
      photoId: null,
    });
  });

  it('needs an address or a map point', async () => {
    const requests = fakeApi({ [`GET ${path}`]: ok({ report: mine }) });
    renderRoute(`/pet-reports/${reportId}/edit`);
    const form = await screen.findByRole('form', { name: 'Edit pet report' });
    const user = userEvent.setup();
    await user.clear(within(form).getByRole('textbox', { name: /Address/ }));
    await user.click(within(form).getByRole('button', { name: 'Remove map point' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(form).getByText(petReportMessages.location)).toBeTruthy());
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
