import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@petpal/design-system';
import { RemoteParcel } from '../composition/RemoteParcel';

export function NavbarApp() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <nav aria-label="Main">
      <a href="/">PetPal</a> <a href="/services">Services</a> <a href="/services/book-a-vet">Vet</a>{' '}
      <a href="/login">Login</a> <a href="/community">Community</a> <a href="/pet-reports">Reports</a>{' '}
      <a href="/services/book-pet-sitter">Sitter</a> <a href="/dashboard">Dashboard</a>
      {user && <RemoteParcel remote="mfe_notifications" expose="bell" area="Notifications" />}
    </nav>
  );
}
