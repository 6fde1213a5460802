import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok, petOwner, renderWithPlatform } from '../../../test/render';
import { NoticeSettingsCard, noticeTexts } from './NoticeSettingsCard';

describe('NoticeSettingsCard', () => {
  it('ticks the kinds the user hears of and saves the unticked ones as muted', async () => {
    const requests = fakeApi({
      'GET /api/notifications/preferences': ok({ muted: ['orders'] }),
      'PUT /api/notifications/preferences': ok({ muted: ['likes', 'orders'] }),
    });
    renderWithPlatform(<NoticeSettingsCard userId={petOwner.id} />);
    const likes = await screen.findByRole('checkbox', { name: noticeTexts.kinds.likes });
    expect((likes as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: noticeTexts.kinds.orders }) as HTMLInputElement).checked).toBe(false);

    await userEvent.click(likes);
    await userEvent.click(screen.getByRole('button', { name: noticeTexts.save }));
    expect(await screen.findByText(noticeTexts.saved)).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ muted: ['likes', 'orders'] });
  });

  it('says when the settings cannot be loaded', async () => {
    fakeApi({ 'GET /api/notifications/preferences': apiError(500, 'internal', 'Something went wrong.') });
    renderWithPlatform(<NoticeSettingsCard userId={petOwner.id} />);
    expect(await screen.findByText(noticeTexts.loadFailed)).toBeTruthy();
  });
});
