import { describe, expect, it } from 'vitest';
import type { Role } from '@petpal/contracts';
import { serviceHref, services, visibleServices } from './services';

const user = (role: Role) => ({ role });
const named = (name: string) => {
  const service = services.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service;
};

describe('serviceHref', () => {
  it('sends guests to /login for every service except the three open ones', () => {
    const targets = Object.fromEntries(services.map((service) => [service.name, serviceHref(service, null)]));
    expect(targets).toEqual({
      'Book a Pet Sitter': '/login',
      'Find a Veterinarian': '/login',
      'Find a Pet Trainer': '/login',
      'Find a Stylist': '/login',
      Pharmacy: '/login',
      'Merchandise & Pet Food': '/login',
      Insurance: '/login',
      'Emergency Services': '/emergency-services',
      PawfectMatch: '/pawfectmatch',
      'Become a Pet Parent': '/become-pet-parent',
      Payments: '/login',
    });
  });

  it('treats a still-loading session like a guest', () => {
    expect(serviceHref(named('Pharmacy'), undefined)).toBe('/login');
  });

  it('sends signed-in users to each service itself', () => {
    const targets = services.map((service) => serviceHref(service, user('pet_owner')));
    expect(targets).toEqual([
      '/services/book-pet-sitter',
      '/services/book-a-vet',
      '/services/book-a-trainer',
      '/services/book-a-stylist',
      '/pharmacy',
      '/merchandise',
      '/insurance',
      '/emergency-services',
      '/pawfectmatch',
      '/become-pet-parent',
      '/payments',
    ]);
  });
});

describe('visibleServices', () => {
  const names = (role: Role | null) => visibleServices(role ? user(role) : null).map((service) => service.name);

  it('shows all eleven services to guests and pet owners', () => {
    expect(names(null)).toHaveLength(11);
    expect(names('pet_owner')).toHaveLength(11);
  });

  it('hides Find a Pet Trainer from pet trainers', () => {
    expect(names('pet_trainer')).not.toContain('Find a Pet Trainer');
    expect(names('pet_trainer')).toContain('Find a Stylist');
    expect(names('pet_trainer')).toHaveLength(10);
  });

  it('hides Find a Stylist from pet stylists', () => {
    expect(names('pet_stylist')).not.toContain('Find a Stylist');
    expect(names('pet_stylist')).toContain('Find a Pet Trainer');
    expect(names('pet_stylist')).toHaveLength(10);
  });
});
