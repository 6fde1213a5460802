import { Link } from 'react-router-dom';
import { LegalDocument } from './LegalDocument';

export function TermsOfServicePage() {
  return (
    <LegalDocument title="Terms of Service">
      <p>
        These Terms of Service (&quot;Terms&quot;) govern your use of PetPal, a marketplace and community that connects
        pet owners with veterinarians, pet sitters, trainers, stylists, pharmacists and suppliers
        (&quot;providers&quot;). By creating an account or using PetPal you agree to these Terms. If you do not agree,
        please do not use PetPal.
      </p>

      <h2>1. Who we are and what we do</h2>
      <p>
        PetPal provides the platform through which owners find, book and pay providers. Providers are independent
        professionals and businesses; they are not PetPal employees or agents, and they are responsible for the services
        they deliver. PetPal is not a veterinary practice and does not give veterinary advice.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 18 years old to create an account.</li>
        <li>
          You must give accurate information and keep it up to date, including the role you choose after signing up.
        </li>
        <li>
          You are responsible for keeping your password secret and for everything done through your account. Tell us
          straight away if you think someone else has used it.
        </li>
        <li>One person may hold one account. Accounts may not be sold or transferred.</li>
      </ul>

      <h2>3. Bookings</h2>
      <p>
        When you request a booking, you make an offer to the provider for the service, date, time and price shown. A
        booking is confirmed only when the provider accepts it; until then it is pending. You agree to give accurate
        details about your pet, including health conditions, behaviour and medication, so the provider can care for it
        safely.
      </p>

      <h2>4. Payments</h2>
      <ul>
        <li>Prices are shown before you book and include any platform fees. Taxes are added where required.</li>
        <li>
          Veterinary teleconsultations are paid by card: the fee is charged automatically 24 hours before the
          appointment to the payment method you selected. If the charge fails, we will let you know and the appointment
          may be cancelled.
        </li>
        <li>
          Other services are paid as described on the booking, either when you book or after the provider confirms.
        </li>
        <li>Payments are processed by our payment provider. PetPal does not store your full card number.</li>
      </ul>

      <h2>5. Cancellations and refunds</h2>
      <ul>
        <li>
          You may cancel a pending or confirmed appointment from your Appointments page at any time before it starts.
        </li>
        <li>
          Teleconsultations cancelled more than 24 hours before the start are not charged. If you cancel after the
          charge has been taken, the provider&apos;s cancellation policy shown at booking decides whether a refund is
          due.
        </li>
        <li>
          If a provider cancels or does not attend, you will receive a full refund of anything you paid for that
          booking.
        </li>
        <li>Refunds go back to the original payment method and usually arrive within 5 to 10 business days.</li>
      </ul>

      <h2>6. Provider responsibilities</h2>
      <p>Providers who offer services through PetPal agree to:</p>
      <ul>
        <li>Hold and keep current every licence, registration and insurance their profession requires.</li>
        <li>Describe their services, availability, holidays and prices accurately and honour confirmed bookings.</li>
        <li>Care for every animal safely and humanely and follow the law and their professional standards.</li>
        <li>Tell the owner promptly about any incident, injury or illness during a booking.</li>
        <li>Use owners&apos; personal information only to deliver the booked service.</li>
      </ul>

      <h2>7. Community conduct</h2>
      <p>Community groups, posts, pet reports and messages must be respectful and lawful. You must not:</p>
      <ul>
        <li>Harass, threaten or discriminate against anyone, or post hateful, violent or sexual content.</li>
        <li>Post false lost or found reports, spam, scams or advertising that is not allowed in the group.</li>
        <li>Sell animals where the law forbids it, or offer animals you do not have the right to rehome.</li>
        <li>Share anyone else&apos;s personal information without their permission.</li>
      </ul>
      <p>We may remove content and suspend accounts that break these rules. You keep ownership of what you post.</p>

      <h2>8. Emergencies</h2>
      <p>
        Emergency information on PetPal is a guide, not a substitute for professional care. If your pet is in danger,
        contact the nearest emergency veterinary clinic immediately.
      </p>

      <h2>9. Liability</h2>
      <p>
        PetPal provides the platform &quot;as is&quot;. Providers are solely responsible for the services they provide.
        To the extent the law allows, PetPal is not liable for indirect or consequential losses, and our total liability
        to you for any claim is limited to the fees you paid PetPal in the 12 months before the claim. Nothing in these
        Terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by
        negligence or for fraud.
      </p>

      <h2>10. Suspension and termination</h2>
      <p>
        You may close your account at any time. We may suspend or close accounts that break these Terms, put animals or
        people at risk, or that we must close by law. Bookings already confirmed will be cancelled and refunded as
        described above.
      </p>

      <h2>11. Changes to these Terms</h2>
      <p>
        We may update these Terms. We will tell you about important changes by email or in the app at least 14 days
        before they take effect. Continuing to use PetPal after that means you accept the new Terms.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these Terms? <Link to="/contact">Contact us</Link> or read our{' '}
        <Link to="/privacy-statement">Privacy Statement</Link>.
      </p>
    </LegalDocument>
  );
}
