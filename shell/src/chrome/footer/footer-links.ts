import type { SessionUser } from '@petpal/contracts';
import { accountHref, homeHref } from '../../lib/paths';

export interface FooterLink {
  label: string;
  to: string;
}

/** The footer's main links; To-Do and Appointments need an account, so guests are sent to /login. */
export function footerLinks(user: SessionUser | null | undefined): FooterLink[] {
  return [
    { label: 'Home', to: homeHref(user) },
    { label: 'Services', to: '/services' },
    { label: 'To-Do', to: accountHref('/todo', user) },
    { label: 'Appointments', to: accountHref('/appointments', user) },
  ];
}

export const infoLinks: readonly FooterLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Help & Support', to: '/help-support' },
  { label: 'Contact', to: '/contact' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Privacy Statement', to: '/privacy-statement' },
];
