import { Link } from 'react-router-dom';
import { LegalDocument } from './LegalDocument';

export function PrivacyStatementPage() {
  return (
    <LegalDocument title="Privacy Statement">
      <p>
        This Privacy Statement explains what personal information PetPal collects, why we collect it, how long we keep
        it and the choices you have. It applies to everyone who uses PetPal: pet owners, providers and visitors.
      </p>

      <h2>1. Information we collect</h2>
      <h3>Information you give us</h3>
      <ul>
        <li>
          Account details: email address, password (stored only as a secure hash), phone number if you sign in by phone,
          and the role you choose.
        </li>
        <li>
          Profile details: your name and, for providers, qualifications, licence numbers, services, prices and
          availability.
        </li>
        <li>Pet details: name, species, breed, age, health notes and photos you add.</li>
        <li>Bookings, ratings, community posts, lost and found reports and messages.</li>
        <li>Messages you send to our support team.</li>
      </ul>
      <h3>Information collected automatically</h3>
      <ul>
        <li>
          Basic technical data such as your browser type, pages visited and error reports, used to keep PetPal working.
        </li>
      </ul>

      <h2>2. How we use your location</h2>
      <p>
        With your permission, your browser shares your approximate location so we can show your city beside the logo,
        find providers, open clinics and lost or found pets near you. We turn coordinates into a city and country name
        and do not keep a history of where you have been. You can refuse or withdraw location permission in your browser
        at any time; PetPal keeps working, but results will not be sorted by distance.
      </p>

      <h2>3. Payments</h2>
      <p>
        Card payments are handled by our payment provider. PetPal never receives or stores your full card number or
        security code. We store only the card brand and the last four digits, so you can recognise your saved cards,
        along with the amount, currency and status of each payment.
      </p>

      <h2>4. Cookies</h2>
      <p>
        PetPal uses a single session cookie to keep you signed in. It is strictly necessary, is marked secure and
        http-only so scripts cannot read it, and ends when you log out or the session expires. We do not use advertising
        or third-party tracking cookies.
      </p>

      <h2>5. Who we share information with</h2>
      <ul>
        <li>
          Providers you book receive what they need to deliver the service: your name, contact details, your pet&apos;s
          details and the booking.
        </li>
        <li>Other members see what you choose to publish: community posts, public profile details and pet reports.</li>
        <li>
          Service providers who run parts of PetPal for us, such as hosting and payments, under contracts that protect
          your data.
        </li>
        <li>Authorities, when the law requires it or to protect the safety of people or animals.</li>
      </ul>
      <p>We never sell your personal information.</p>

      <h2>6. How long we keep it</h2>
      <ul>
        <li>
          Account and profile data: for as long as your account is open, and deleted within 30 days after you close it.
        </li>
        <li>Booking and payment records: for 7 years, as tax and accounting law requires.</li>
        <li>
          Lost and found reports: until you close them, and removed from public view 90 days after they are resolved.
        </li>
        <li>Support messages: for 2 years after the conversation ends.</li>
      </ul>

      <h2>7. Your rights</h2>
      <p>Depending on where you live, you have the right to:</p>
      <ul>
        <li>access the personal information we hold about you and receive a copy;</li>
        <li>correct information that is wrong or incomplete;</li>
        <li>delete your account and personal information;</li>
        <li>object to or restrict certain uses, and withdraw consent, such as location access;</li>
        <li>complain to your data protection authority.</li>
      </ul>
      <p>We answer requests within 30 days. We may ask you to confirm your identity first.</p>

      <h2>8. Security</h2>
      <p>
        We protect your information with encryption in transit, hashed passwords, access controls and regular reviews.
        No system is perfectly secure, so please use a strong, unique password and tell us if you notice anything
        unusual.
      </p>

      <h2>9. Children</h2>
      <p>PetPal is for adults. We do not knowingly collect information from anyone under 18.</p>

      <h2>10. Changes to this statement</h2>
      <p>
        We will post any changes here and tell you about important changes by email or in the app before they apply.
      </p>

      <h2>11. Contact</h2>
      <p>
        To exercise your rights or ask a question about privacy, <Link to="/contact">contact us</Link> with
        &quot;Privacy&quot; in the subject. See also our <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    </LegalDocument>
  );
}
