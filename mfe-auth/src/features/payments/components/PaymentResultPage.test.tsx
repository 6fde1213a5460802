import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform } from '../../../test/render';
import { PaymentResultPage } from './PaymentResultPage';

describe('PaymentResultPage', () => {
  it('says the payment failed, word for word, with links back to appointments and payments', () => {
    renderWithPlatform(<PaymentResultPage result="failure" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Failed');
    expect(screen.getByText('There was an issue processing your payment. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Appointments' }).getAttribute('href')).toBe('/appointments');
    expect(screen.getByRole('link', { name: 'Payment Methods' }).getAttribute('href')).toBe('/payments');
    expect(document.title).toBe('Payment Failed · PetPal');
  });

  it('says the payment succeeded', () => {
    renderWithPlatform(<PaymentResultPage result="success" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Successful');
    expect(screen.getByText('Your teleconsultation appointment has been confirmed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Appointments' }).getAttribute('href')).toBe('/appointments');
  });
});
