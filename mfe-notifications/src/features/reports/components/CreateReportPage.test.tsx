import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageMessages, petReportMessages } from '@petpal/contracts';
import { petReport } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderRoute } from '../../../test/render';

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);
const photo = { id: 'Brunos-photo-012345678', widths: [320, 640, 1280], width: 1280, height: 960 };
const posted = petReport({ id: 'c0000000000000000000beef', isMine: true, petName: 'Bruno', photo });

// jsdom has no object URLs; the preview shows the chosen file through one.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/bruno');
  URL.revokeObjectURL = vi.fn();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'New pet report' });
  await user.click(within(form).getByRole('radio', { name: /LOST/ }));
  await user.type(within(form).getByRole('textbox', { name: /Pet name/ }), 'Bruno');
  await user.type(within(form).getByRole('textbox', { name: /Description/ }), 'Brown beagle, red collar.');
  return form;
}

describe('CreateReportPage', () => {
  it('starts the address from the resolved location and says what is missing', async () => {
    const requests = fakeApi({});
    renderRoute('/pet-reports/create', { place: 'Bengaluru, Karnataka' });
    // The page is its own chunk (lazyScreen): it shows once that has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a Pet' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'New pet report' });
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /Address/ }) as HTMLInputElement).value).toBe(
        'Bengaluru, Karnataka',
      ),
    );
    const user = userEvent.setup();
    await user.clear(within(form).getByRole('textbox', { name: /Address/ }));
    await user.click(within(form).getByRole('button', { name: 'Post Report' }));
    expect(await within(form).findByText(petReportMessages.status)).toBeTruthy();
    expect(within(form).getByText(petReportMessages.description)).toBeTruthy();
    // Nothing is sent: the only request is the map asking where its tiles are.
    expect(requests.filter((request) => request.path !== '/api/auth/location/tiles')).toEqual([]);
  });

  it('refuses a photo of another type or over 15 MB before sending it', async () => {
    const requests = fakeApi({});
    renderRoute('/pet-reports/create', { place: 'Bengaluru' });
    const user = userEvent.setup({ applyAccept: false });
    const form = await screen.findByRole('form', { name: 'New pet report' });
    const input = within(form).getByLabelText('Photo (optional)');
    await user.upload(input, new File(['<svg/>'], 'dog.svg', { type: 'image/svg+xml' }));
    expect(await within(form).findByText(imageMessages.type)).toBeTruthy();
    await user.upload(input, new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await within(form).findByText(imageMessages.size)).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/images')).toEqual([]);
  });

  it('uploads the photo, posts the report with its id and an Idempotency-Key, then opens it', async () => {
    const requests = fakeApi({
      'POST /api/images': { status: 201, body: { image: photo } },
      'POST /api/notifications/reports': { status: 201, body: { report: posted } },
      [`GET /api/notifications/reports/${posted.id}`]: ok({ report: posted }),
      [`GET /api/notifications/reports/${posted.id}/comments`]: ok({ comments: [] }),
    });
    renderRoute('/pet-reports/create', { place: 'MG Road, Bengaluru' });
    const user = userEvent.setup();
    const form = await fill(user);
    await user.upload(
      within(form).getByLabelText('Photo (optional)'),
      new File([JPEG], 'bruno.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(form).findByRole('img', { name: 'Chosen photo of the pet' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Post Report' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno' })).toBeTruthy();
    const upload = requests.find((r) => r.path === '/api/images')!;
    expect(upload.headers['Content-Type']).toBe('image/jpeg');
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/notifications/reports')!;
    expect(post.body).toEqual({
      status: 'lost',
      petName: 'Bruno',
      description: 'Brown beagle, red collar.',
      locationAddress: 'MG Road, Bengaluru',
      photoId: photo.id,
    });
    // The report's page shows the photo from the stored widths.
    const shown = screen.getByRole('img', { name: 'Photo of Bruno' });
    expect(shown.getAttribute('srcset')).toContain(`/api/images/${photo.id}/1280 1280w`);
    expect(post.headers['Idempotency-Key']).toMatch(/\S{16,}/);
  });

  it('shows the API’s refusal beside the field and keeps the same key for a retry after a network failure', async () => {
    const requests = fakeApi({
      'POST /api/notifications/reports': [
        'network-error',
        apiError(400, 'invalid_input', 'Some fields are missing or not valid.'),
      ],
    });
    renderRoute('/pet-reports/create', { place: 'MG Road' });
    const user = userEvent.setup();
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Post Report' }));
    expect(await within(form).findByText('Failed to save the report. Please try again.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Post Report' }));
    expect(await within(form).findByText('Some fields are missing or not valid.')).toBeTruthy();
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('asks a guest to log in', async () => {
    fakeApi({});
    renderRoute('/pet-reports/create', { user: null });
    expect((await screen.findByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
