import type { IconName } from '@petpal/design-system';
import type { Role, SessionUser } from '@petpal/contracts';
import { loginHref } from '../../lib/paths';

export interface Service {
  id: string;
  name: string;
  description: string;
  href: string;
  icon: IconName;
  /** Open services work without an account; the rest send guests to /login. */
  open: boolean;
  /** Providers are not offered their own profession. */
  hiddenForRole?: Role;
}

export const services: readonly Service[] = [
  {
    id: 'pet-sitter',
    name: 'Book a Pet Sitter',
    description: 'Trusted sitters for dog walking, day care and house sitting while you are away.',
    href: '/services/book-pet-sitter',
    icon: 'home',
    open: false,
  },
  {
    id: 'vet',
    name: 'Find a Veterinarian',
    description: 'Book an in-person visit or a video teleconsultation with a licensed vet.',
    href: '/services/book-a-vet',
    icon: 'heart',
    open: false,
  },
  {
    id: 'trainer',
    name: 'Find a Pet Trainer',
    description: 'Obedience, behaviour and agility sessions, in person or online.',
    href: '/services/book-a-trainer',
    icon: 'star',
    open: false,
    hiddenForRole: 'pet_trainer',
  },
  {
    id: 'stylist',
    name: 'Find a Stylist',
    description: 'Grooming, bathing and styling with a professional who loves pets.',
    href: '/services/book-a-stylist',
    icon: 'paw',
    open: false,
    hiddenForRole: 'pet_stylist',
  },
  {
    id: 'pharmacy',
    name: 'Pharmacy',
    description: 'Order prescribed medicines and everyday health care for your pet.',
    href: '/pharmacy',
    icon: 'clipboard',
    open: false,
  },
  {
    id: 'merchandise',
    name: 'Merchandise & Pet Food',
    description: 'Food, treats, toys and accessories delivered to your door.',
    href: '/merchandise',
    icon: 'list',
    open: false,
  },
  {
    id: 'insurance',
    name: 'Insurance',
    description: 'Compare cover for accidents, illness and routine care.',
    href: '/insurance',
    icon: 'check',
    open: false,
  },
  {
    id: 'emergency',
    name: 'Emergency Services',
    description: 'Find 24/7 emergency clinics and urgent help fast, no account needed.',
    href: '/emergency-services',
    icon: 'alert',
    open: true,
  },
  {
    id: 'pawfectmatch',
    name: 'PawfectMatch',
    description: 'Find playmates for your pet and arrange playdates nearby.',
    href: '/pawfectmatch',
    icon: 'search',
    open: true,
  },
  {
    id: 'become-pet-parent',
    name: 'Become a Pet Parent',
    description: 'Meet pets looking for a loving home and start an adoption.',
    href: '/become-pet-parent',
    icon: 'user',
    open: true,
  },
  {
    id: 'payments',
    name: 'Payments',
    description: 'Manage your saved cards and see what you have paid for.',
    href: '/payments',
    icon: 'calendar',
    open: false,
  },
];

type Visitor = Pick<SessionUser, 'role'> | null | undefined;

/** The services a visitor is offered: everything except their own profession. */
export function visibleServices(user: Visitor): Service[] {
  return services.filter((service) => !user || service.hiddenForRole !== user.role);
}

/** Where a service entry leads: guests go to /login unless the service is open. */
export function serviceHref(service: Service, user: Visitor): string {
  return user || service.open ? service.href : loginHref;
}
