import { describe, expect, it } from 'vitest';
import { isClaimed, isLandingPage, isShellPage, remoteFor } from './route-table';

describe('route table', () => {
  it.each([
    ['/login', 'mfe_auth'],
    ['/profile/add-pet', 'mfe_auth'],
    ['/services/book-a-vet', 'mfe_vet'],
    ['/dashboard/pet-visit-notes', 'mfe_vet'],
    ['/dashboard/vet-practice', 'mfe_vet'],
    ['/widget/connect', 'mfe_vet'],
    ['/services/book-pet-sitter/results', 'mfe_care'],
    ['/sitter-profile/abc', 'mfe_care'],
    ['/dashboard/sitter-practice', 'mfe_care'],
    ['/dashboard/trainer-practice', 'mfe_care'],
    ['/dashboard/stylist-practice', 'mfe_care'],
    ['/emergency/clinics/1', 'mfe_care'],
    ['/pet-report/42', 'mfe_notifications'],
    ['/pet-reports/create', 'mfe_notifications'],
    ['/messages', 'mfe_notifications'],
    ['/messages/0123456789abcdef01234567', 'mfe_notifications'],
    ['/community/group/7', 'mfe_community'],
    ['/todo', 'mfe_community'],
    ['/become-pet-parent/0123456789abcdef01234567', 'mfe_community'],
    ['/submit-pet-sale-adoption', 'mfe_community'],
  ])('%s belongs to %s', (path, owner) => {
    expect(remoteFor(path)?.name).toBe(owner);
  });

  it('matches whole path segments, not string prefixes', () => {
    expect(remoteFor('/profiles')).toBeUndefined();
    expect(remoteFor('/todos')).toBeUndefined();
    expect(remoteFor('/messagesx')).toBeUndefined();
  });

  it('keeps /services and /dashboard for the shell but not their unknown children', () => {
    expect(isShellPage('/services')).toBe(true);
    expect(isShellPage('/dashboard/')).toBe(true);
    expect(isClaimed('/services/unknown')).toBe(false);
    expect(isClaimed('/dashboard/unknown')).toBe(false);
  });

  it("gives each provider's own dashboard screen to its remote, not to the shell", () => {
    expect(isShellPage('/dashboard/sitter-practice')).toBe(false);
    expect(remoteFor('/dashboard/sitter-practice/')?.name).toBe('mfe_care');
    expect(remoteFor('/dashboard/vet-practice')?.name).toBe('mfe_vet');
  });

  it('sends commerce to mfe-shop and the admin dashboard to mfe-admin, payment results staying with accounts', () => {
    expect(isShellPage('/cart')).toBe(false);
    expect(remoteFor('/order-confirmation/123')?.name).toBe('mfe_shop');
    expect(remoteFor('/pharmacy/amoxicillin-250')?.name).toBe('mfe_shop');
    expect(remoteFor('/pharmas-orders')?.name).toBe('mfe_shop');
    expect(remoteFor('/insurance')?.name).toBe('mfe_shop');
    expect(remoteFor('/dashboard/pharmacy-practice')?.name).toBe('mfe_shop');
    expect(remoteFor('/dashboard/supplier-products')?.name).toBe('mfe_shop');
    expect(remoteFor('/admin-dashboard')?.name).toBe('mfe_admin');
    expect(remoteFor('/payment-success')?.name).toBe('mfe_auth');
    expect(isClaimed('/coming-soon')).toBe(true);
  });

  it('tells the landing page apart from the other shell pages', () => {
    expect(isLandingPage('/')).toBe(true);
    expect(isLandingPage('/about')).toBe(false);
  });

  it('leaves unknown paths unclaimed', () => {
    expect(isClaimed('/nope')).toBe(false);
    expect(isClaimed('/')).toBe(true);
  });
});
