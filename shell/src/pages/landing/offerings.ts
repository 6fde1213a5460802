import type { IconName } from '@petpal/design-system';

export interface Offering {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  features: readonly string[];
}

export interface OfferingGroup {
  id: string;
  title: string;
  intro: string;
  items: readonly Offering[];
}

export const whatWeOffer: OfferingGroup = {
  id: 'what-we-offer',
  title: 'What We Offer',
  intro: 'Everything your pet needs, from everyday care to expert help, booked in a few taps.',
  items: [
    {
      id: 'pet-sitting',
      title: 'Pet Sitting',
      description: 'Caring, reviewed sitters for walks, day care and overnight stays while you are away.',
      icon: 'home',
      features: ['Dog walking on your schedule', 'Day care with photo updates', 'House sitting and overnight stays'],
    },
    {
      id: 'veterinary-care',
      title: 'Veterinary Care',
      description:
        'Book licensed veterinarians for clinic visits or video consultations, and keep every visit note together.',
      icon: 'heart',
      features: [
        'In-clinic and video appointments',
        'Live availability and instant requests',
        'Visit notes and history in one place',
      ],
    },
    {
      id: 'pet-training',
      title: 'Pet Training',
      description: 'Positive, reward-based trainers for puppies, everyday manners and behaviour challenges.',
      icon: 'star',
      features: [
        'One-to-one sessions at home or outdoors',
        'Live online classes',
        'Puppy, obedience and agility programmes',
      ],
    },
    {
      id: 'grooming',
      title: 'Grooming & Styling',
      description: 'Professional stylists for baths, trims, nail care and full makeovers, gentle with nervous pets.',
      icon: 'paw',
      features: ['Bath, brush and blow-dry', 'Breed-specific cuts and trims', 'Nail, ear and dental care'],
    },
    {
      id: 'pharmacy',
      title: 'Pet Pharmacy',
      description: 'Prescription medicines and everyday health products from licensed pharmacists.',
      icon: 'clipboard',
      features: [
        'Prescriptions from your vet',
        'Flea, tick and worming treatments',
        'Advice from licensed pharmacists',
      ],
    },
    {
      id: 'merchandise',
      title: 'Merchandise & Pet Food',
      description: 'Quality food, treats, toys and accessories from trusted suppliers, delivered to your door.',
      icon: 'list',
      features: ['Food for every age and diet', 'Toys, beds and accessories', 'Delivery to your door'],
    },
  ],
};

export const specialFeatures: OfferingGroup = {
  id: 'special-features',
  title: 'Special Features',
  intro: 'Tools that make caring for your pet easier, wherever you are.',
  items: [
    {
      id: 'teleconsultation',
      title: 'Vet Teleconsultation',
      description: 'See a veterinarian by video from home. Your card is charged 24 hours before the appointment.',
      icon: 'phone',
      features: [
        'Video visits with licensed vets',
        'Secure payment, charged 24 hours before',
        'Follow-up notes after every call',
      ],
    },
    {
      id: 'lost-and-found',
      title: 'Lost & Found Pet Alerts',
      description: 'Report a missing or found pet and alert pet owners nearby the moment it happens.',
      icon: 'bell',
      features: [
        'Instant alerts to owners nearby',
        'Photos, last-seen place and contact details',
        'Private messages with the person who found your pet',
      ],
    },
  ],
};

export const emergencyServices: OfferingGroup = {
  id: 'emergency-services',
  title: 'Emergency Services',
  intro: 'When every minute counts, help is one tap away, with or without an account.',
  items: [
    {
      id: 'emergency-vets',
      title: '24/7 Emergency Vets',
      description: 'Find the nearest emergency clinic that is open right now, day or night.',
      icon: 'alert',
      features: ['Open clinics near you', 'Directions and phone numbers', 'Available around the clock'],
    },
    {
      id: 'poison-control',
      title: 'Poison Control Guidance',
      description: 'Clear first steps if your pet has eaten something harmful, and when to go straight to a vet.',
      icon: 'info',
      features: ['Common toxic foods and plants', 'What to do in the first minutes', 'When to see a vet immediately'],
    },
    {
      id: 'emergency-transport',
      title: 'Emergency Transport',
      description: 'Arrange a safe ride for an injured or unwell pet to the nearest clinic.',
      icon: 'map-pin',
      features: ['Pet-safe vehicles', 'Handlers trained in first aid', 'Straight to the nearest open clinic'],
    },
  ],
};
