import type { FaqDoc } from './support.repository';

/** The help-centre FAQ. Edit here and bump supportSeeder.version to publish. */
export const FAQ_CONTENT: readonly FaqDoc[] = [
  {
    _id: 'book-a-vet',
    category: 'Booking',
    question: 'How do I book a veterinarian?',
    answer:
      'Sign in, open Services and choose Find a Veterinarian. Filter the list by location or specialization, pick a vet, then choose the appointment type (in person or teleconsultation), a date within the next 30 days and one of the available time slots. You can add the pet and a reason for the visit. The request goes to the veterinarian and shows as pending until it is confirmed.',
  },
  {
    _id: 'unavailable-dates',
    category: 'Booking',
    question: 'Why can’t I choose some dates or time slots?',
    answer:
      'You can book from today up to 30 days ahead, on days the vet has set as available. Holidays are shown struck through in red, and time slots that overlap another booking or the vet’s breaks are not offered. If a vet has no free dates, please contact the veterinarian directly.',
  },
  {
    _id: 'teleconsultation',
    category: 'Booking',
    question: 'How does a teleconsultation work?',
    answer:
      'Choose Teleconsultation as the appointment type, pick WhatsApp or Zoom, and enter the link or number the veterinarian should use to reach you. You also need to accept the teleconsultation disclaimer before booking.',
  },
  {
    _id: 'teleconsultation-payment',
    category: 'Payments',
    question: 'When am I charged for a teleconsultation?',
    answer:
      'Teleconsultations with a fee are paid in advance: you choose one of your saved payment methods when booking, and it is charged automatically 24 hours before your appointment. Teleconsultations without a fee need no payment method. You can add or change payment methods on the Payments page.',
  },
  {
    _id: 'cancel-appointment',
    category: 'Booking',
    question: 'Can I cancel an appointment?',
    answer:
      'Yes. Open Appointments, find the pending or confirmed appointment and cancel it. Free appointments can be cancelled up to 24 hours before they start. Paid teleconsultations are charged 24 hours before the appointment, so cancel before then.',
  },
  {
    _id: 'book-pet-sitter',
    category: 'Booking',
    question: 'How do I book a pet sitter or dog walker?',
    answer:
      'Open Services and choose Book a Pet Sitter. Pick the service (for example dog walking, day care or house sitting), your dates and your pets, then browse the sitters, view their details and photos, and press Send Booking Request. Your request stays pending until the sitter responds. Dog walking and day care can repeat weekly on the days you choose.',
  },
  {
    _id: 'book-trainer',
    category: 'Booking',
    question: 'How do I book a pet trainer?',
    answer:
      'Choose Find a Pet Trainer, pick a trainer, then a session type, date and time. In-person sessions are confirmed straight away. Online sessions need a contact method (WhatsApp, Zoom or Google Meet), your contact details, the accepted disclaimer and a payment method; they are charged 24 hours before the session.',
  },
  {
    _id: 'book-stylist',
    category: 'Booking',
    question: 'How do I book a grooming appointment?',
    answer:
      'Choose Find a Stylist, pick a stylist and a service such as full grooming, bath & brush, nail trimming or de-shedding, then a date and a free slot. Grooming appointments are confirmed as soon as you book. Days when the stylist is on holiday cannot be selected.',
  },
  {
    _id: 'lost-found-report',
    category: 'Pet reports',
    question: 'How do I report a lost or found pet?',
    answer:
      'Go to Pet Reports and create a report: say whether the pet is lost or found, add its name, a photo and where it was last seen. Other PetPal members nearby are notified and can message you about the report. You can update or remove your report at any time.',
  },
  {
    _id: 'emergency',
    category: 'Emergencies',
    question: 'What should I do if my pet needs urgent help?',
    answer:
      'Open Emergency Services from the menu; it works without signing in. If your pet’s life is in danger, call your nearest emergency veterinary clinic straight away.',
  },
  {
    _id: 'community',
    category: 'Community',
    question: 'What can I do in the PetPal community?',
    answer:
      'Join groups and share posts with other pet parents, find playmates for your pet with PawfectMatch, and meet pets looking for a home with Become a Pet Parent. PawfectMatch and Become a Pet Parent are open to everyone; groups and posts need an account.',
  },
  {
    _id: 'create-account',
    category: 'Account',
    question: 'How do I create an account?',
    answer:
      'Choose Sign Up and register with your email and a password of at least 6 characters, or with Google or your phone number. Confirm your email with the link we send you, then choose your role: pet owner, veterinarian, pet sitter, trainer, stylist, pharmacist or supplier. You must be 18 or older to sign up.',
  },
  {
    _id: 'reset-password',
    category: 'Account',
    question: 'I forgot my password. How do I reset it?',
    answer:
      'On the login page choose Forgot your password and enter your account email. Open the reset link we email you, choose a new password of at least 6 characters and sign in again. Reset links expire; if yours no longer works, request a new one.',
  },
  {
    _id: 'privacy',
    category: 'Privacy',
    question: 'How does PetPal use my data?',
    answer:
      'We use your details to run your account, bookings, payments and notifications, and share with a provider only what they need for your booking, such as your pet and how to contact you. The Privacy Statement explains everything in full. To see, correct or delete your data, write to us through the Contact page.',
  },
  {
    _id: 'contact-support',
    category: 'Support',
    question: 'How can I contact PetPal support?',
    answer: 'Send us a message from the Contact page. We reply within 2 business days.',
  },
].map((item, order) => ({ ...item, order }));
