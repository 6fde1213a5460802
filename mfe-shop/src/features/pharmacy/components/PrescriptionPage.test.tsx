import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pharmacyMessages } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import {
  orderId,
  owner,
  pets,
  PRESCRIPTION_PHOTO,
  rxOrder,
  uploadedPrescription,
  vetPrescription,
  vets,
} from '../fixtures';
import { PrescriptionPage } from './PrescriptionPage';

const PRESCRIPTION = `/api/shop/orders/${orderId}/prescription`;
const renderPage = (user: Parameters<typeof renderInRemote>[1]['user'] = owner) =>
  renderInRemote(<PrescriptionPage />, {
    user,
    route: `/pharmas-orders/${orderId}/prescription`,
    path: '/pharmas-orders/:orderId/prescription',
  });

describe('the prescription page', () => {
  it('asks a guest to log in and come back', async () => {
    stubApi({});
    renderPage(null);
    expect(await screen.findByText('Log in to add the prescription for your order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      `/login?next=%2Fpharmas-orders%2F${orderId}%2Fprescription`,
    );
  });

  it('shows the lines, checks the choice before sending, asks the PetPal vet, then waits for the pharmacist', async () => {
    const requests = stubApi({
      [`GET ${PRESCRIPTION}`]: ok({ order: rxOrder(), prescription: null }),
      'GET /api/auth/pets': ok({ pets }),
      'GET /api/vet/vets': ok({ vets }),
      [`POST ${PRESCRIPTION}`]: { status: 201, body: { order: rxOrder(), prescription: vetPrescription() } },
    });
    renderPage();
    const items = await screen.findByRole('list', { name: 'Order items' });
    expect(within(items).getByText('Apoquel 16 mg Tablets (30) × 1')).toBeTruthy();
    expect(within(items).getAllByText('Prescription needed')).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Add a prescription' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Prescription' }));
    expect(await within(form).findByText(pharmacyMessages.pet)).toBeTruthy();
    expect(within(form).getByText(pharmacyMessages.vet)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Bruno' })).toHaveLength(1));
    await userEvent.selectOptions(within(form).getByLabelText('Pet'), 'Bruno');
    await userEvent.selectOptions(within(form).getByLabelText('PetPal vet'), 'Dr. Asha Rao (Dermatology, Bengaluru)');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Prescription' }));
    expect(await screen.findByText('Waiting for the pharmacist')).toBeTruthy();
    expect(screen.getByText('PetPal vet: Dr. Asha Rao for Bruno')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      source: 'petpal_vet',
      petId: pets[0]!.id,
      vetId: vets[0]!.id,
    });
  });

  it('uploads a prescription image with a preview, and shows the API refusal by field', async () => {
    // jsdom has no object URLs; the preview shows the chosen file through one.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/rx');
    URL.revokeObjectURL = vi.fn();
    const requests = stubApi({
      'POST /api/images': { status: 201, body: { image: PRESCRIPTION_PHOTO } },
      [`GET ${PRESCRIPTION}`]: ok({ order: rxOrder(), prescription: null }),
      'GET /api/auth/pets': ok({ pets }),
      'GET /api/vet/vets': ok({ vets }),
      [`POST ${PRESCRIPTION}`]: [
        apiError(400, 'invalid_input', 'Some fields are missing or not valid.'),
        { status: 201, body: { order: rxOrder(), prescription: uploadedPrescription() } },
      ],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: /Upload a prescription/ }));
    const form = screen.getByRole('form', { name: 'Add a prescription' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'rx.png', {
      type: 'image/png',
    });
    await userEvent.upload(within(form).getByLabelText('Prescription image'), png);
    expect(await within(form).findByRole('img', { name: 'Prescription preview' })).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Prescribing vet'), 'Dr. Meera Iyer');
    await userEvent.type(within(form).getByLabelText('Clinic'), 'Bandra Pet Clinic');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Prescription' }));
    expect(await within(form).findByText('Some fields are missing or not valid.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Send Prescription' }));
    expect(await screen.findByText('Waiting for the pharmacist')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Prescription from Dr. Meera Iyer' })).toBeTruthy();
    const sent = requests.filter((r) => r.method === 'POST').at(-1)?.body as Record<string, string>;
    expect(sent).toMatchObject({ source: 'upload', vetName: 'Dr. Meera Iyer', clinic: 'Bandra Pet Clinic' });
    expect(sent.photoId).toBe(PRESCRIPTION_PHOTO.id);
    expect(requests.find((r) => r.path === '/api/images')?.headers['Content-Type']).toBe('image/png');
  });

  it('refuses a file that is not an image before reading it', async () => {
    stubApi({ [`GET ${PRESCRIPTION}`]: ok({ order: rxOrder(), prescription: null }) });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: /Upload a prescription/ }));
    const input = screen.getByLabelText('Prescription image');
    await userEvent.upload(input, new File(['%PDF'], 'rx.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Photo must be a JPEG, PNG or WebP image.')).toBeTruthy();
  });

  it('shows the refusal reason of a refused prescription', async () => {
    stubApi({
      [`GET ${PRESCRIPTION}`]: ok({
        order: rxOrder({
          status: 'cancelled',
          refundStatus: 'refund_pending',
          refusalReason: 'The dose does not match.',
        }),
        prescription: uploadedPrescription({
          review: { outcome: 'refused', reason: 'The dose does not match.', reviewedAt: '2026-11-23T09:00:00.000Z' },
        }),
      }),
    });
    renderPage();
    expect(await screen.findByText('Prescription refused')).toBeTruthy();
    expect(screen.getByText(/The dose does not match\./)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows an approved order moving on', async () => {
    stubApi({ [`GET ${PRESCRIPTION}`]: ok({ order: rxOrder({ status: 'placed' }), prescription: vetPrescription() }) });
    renderPage();
    expect(await screen.findByText('Prescription approved')).toBeTruthy();
    expect(screen.getByText(/now “Order placed”/)).toBeTruthy();
  });

  it('says so when the order is not the user own', async () => {
    stubApi({ [`GET ${PRESCRIPTION}`]: apiError(404, 'not_found', pharmacyMessages.orderNotFound) });
    renderPage();
    expect(await screen.findByText(pharmacyMessages.orderNotFound)).toBeTruthy();
  });
});
