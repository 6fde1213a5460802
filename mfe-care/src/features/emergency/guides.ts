/**
 * The first-aid guides under /emergency/<slug> (static content; docs/decisions/033-emergency-services.md).
 * Each gives first steps, the signs that mean "go to the vet now", and what not to do, in the order the
 * RSPCA, AVMA and ASPCA pages give them. First aid is not a substitute for a vet: every guide ends there.
 */
export interface FirstAidGuide {
  slug: string;
  title: string;
  /** One line for the guides list. */
  summary: string;
  steps: readonly string[];
  /** "When to go to the vet now". */
  goNow: readonly string[];
  avoid: readonly string[];
  /** Extra facts a guide needs (the poisoning guide's common toxins). */
  extra?: { title: string; items: readonly string[] };
}

export const FIRST_AID_GUIDES: readonly FirstAidGuide[] = [
  {
    slug: 'choking',
    title: 'Choking',
    summary: 'Pawing at the mouth, gagging, blue gums: clear the airway safely.',
    steps: [
      'Stay calm and keep your pet as still as you can; a frightened pet may bite.',
      'Open the mouth and look in. If you can see the object and reach it easily, sweep it out sideways with a finger or pull it with tweezers.',
      "If you cannot remove it and your pet is collapsing, lift a small pet by the hind legs (hold a large dog's hind legs up like a wheelbarrow) and give 4 or 5 firm blows between the shoulder blades.",
      'If that fails, give abdominal thrusts: press sharply inwards and upwards just below the ribcage, up to 5 times, then check the mouth again.',
      'Once the object is out, check breathing and heartbeat; start CPR if there is none.',
    ],
    goNow: [
      'Your pet cannot breathe or the gums or tongue turn blue or grey.',
      'You could not remove the object.',
      'Your pet lost consciousness, even briefly.',
      'Always after abdominal thrusts: they can injure the organs inside.',
    ],
    avoid: [
      'Do not push blindly into the throat: you may push the object further down.',
      'Do not pull on string or thread you see in the mouth or under the tongue.',
    ],
  },
  {
    slug: 'bleeding',
    title: 'Bleeding',
    summary: 'Cuts, torn nails and wounds: press, pad and get help.',
    steps: [
      'Muzzle your pet gently if it is in pain (a soft strip of cloth for a dog), unless it is vomiting or struggling to breathe.',
      'Press a clean pad, gauze or towel firmly on the wound and hold it for at least 3 minutes without lifting it to look.',
      'If blood soaks through, put another pad on top and keep pressing; do not remove the first one.',
      'For a bleeding leg, keep pressing and raise the leg slightly if it is not broken.',
      'Bandage the pad in place firmly, not tightly, and keep your pet warm and quiet on the way to the vet.',
    ],
    goNow: [
      'Blood spurts or pulses, or does not slow after 5 minutes of firm pressure.',
      'The wound is deep, gaping, on the chest or belly, or from a bite.',
      'Your pet is weak, pale or cold, or the gums are white.',
      'Blood comes from the nose, mouth, ears or rear without a visible wound.',
    ],
    avoid: [
      'Do not use a tourniquet unless a vet tells you to: it can cost the leg.',
      'Do not pull out an object stuck in the wound; pad around it.',
    ],
  },
  {
    slug: 'poisoning',
    title: 'Poisoning',
    summary: 'Ate something harmful? Call the poison line first; act in the first minutes.',
    steps: [
      'Move your pet away from the poison and keep what is left of it, with the packaging or a photo of the plant.',
      'Call the 24-hour animal poison line or an emergency clinic now, even if your pet seems fine: many poisons act after hours.',
      "Note what was eaten, roughly how much, and when; have your pet's weight ready.",
      'If the poison is on the skin or fur, wash it off with lukewarm water and mild dish soap, keeping it out of the eyes.',
      'If it splashed into the eyes, flush them with clean lukewarm water for 10 minutes.',
      "Follow the poison line's or vet's advice and take the packaging with you.",
    ],
    goNow: [
      'Your pet is vomiting, drooling, trembling, staggering or having a seizure.',
      'Breathing is difficult, or your pet is very sleepy or collapsed.',
      'It ate rat or slug bait, antifreeze, medicines, xylitol, grapes or raisins, or lilies (cats), even without signs.',
    ],
    avoid: [
      'Do not make your pet vomit unless a vet or the poison line tells you to: caustic products and sharp objects do more harm coming back up.',
      'Do not give milk, salt, oil or home remedies.',
    ],
    extra: {
      title: 'Common toxic foods and plants',
      items: [
        'Chocolate, coffee and caffeine',
        'Grapes, raisins, sultanas and currants',
        'Xylitol (sugar-free gum, sweets, some peanut butters)',
        'Onions, garlic, leeks and chives',
        'Macadamia nuts',
        'Alcohol and raw bread dough',
        'Lilies (all parts, even pollen and vase water, are deadly to cats)',
        'Sago palm, oleander, azalea and foxglove',
        'Human medicines: painkillers such as ibuprofen and paracetamol, antidepressants',
        'Rat and slug bait, antifreeze, insecticides, dog flea treatments on cats',
      ],
    },
  },
  {
    slug: 'heatstroke',
    title: 'Heatstroke',
    summary: 'Heavy panting, drooling, collapse in the heat: cool down gradually and go.',
    steps: [
      'Move your pet into the shade or a cool room at once.',
      'Pour cool (not ice-cold) water over the body, especially the belly, neck and paws; a wet towel can be laid over a small pet but change it often so it does not trap heat.',
      'Put your pet in front of a fan or in a breeze, and offer small sips of cool water.',
      'Keep cooling until breathing calms, then go to the vet with the windows open or the air conditioning on.',
    ],
    goNow: [
      'Always: heatstroke can damage organs even after your pet seems to recover.',
      'At once if your pet collapses, vomits, has diarrhoea, seizures, or dark red or pale gums.',
    ],
    avoid: [
      'Do not use ice or ice-cold water: it narrows the blood vessels and slows cooling.',
      'Do not cover your pet in a wet towel and leave it.',
      'Never leave a pet in a parked car, even with the windows open.',
    ],
  },
  {
    slug: 'seizures',
    title: 'Seizures',
    summary: 'Shaking, paddling, loss of awareness: keep your pet safe and time it.',
    steps: [
      'Stay calm and move furniture and other pets away; keep your pet away from stairs and water.',
      'Time the seizure from the start.',
      'Dim the lights and keep the room quiet.',
      'Keep your hands away from the mouth: your pet will not swallow its tongue, but may bite.',
      'Afterwards, keep your pet warm and quiet; it may be confused or unsteady for a while.',
      'Film the seizure if you can do so safely: it helps the vet.',
    ],
    goNow: [
      'The seizure lasts more than 5 minutes, or seizures come one after another.',
      "It is your pet's first seizure.",
      'Your pet does not come round, or may have eaten something poisonous.',
      'More than two seizures in 24 hours.',
    ],
    avoid: ['Do not put anything in the mouth.', 'Do not try to hold your pet still.'],
  },
  {
    slug: 'fractures',
    title: 'Fractures',
    summary: 'A leg that hangs or will not bear weight: keep it still and move your pet gently.',
    steps: [
      'Muzzle your pet gently if it is in pain, unless it is vomiting or struggling to breathe.',
      'Keep your pet as still as possible and cover any open wound over the break with a clean pad.',
      'Support the limb with a rolled towel or magazine only if it helps you move your pet; do not try to straighten it.',
      'Slide your pet onto a firm, flat surface (a board, a tray, a blanket held taut) to carry it, supporting the back.',
    ],
    goNow: [
      'Always: a suspected fracture needs a vet and pain relief.',
      'At once if the bone shows through the skin, your pet was hit by a car or fell from a height, or is pale, weak or breathing fast.',
    ],
    avoid: ['Do not try to set the bone.', 'Do not give human painkillers: many are poisonous to pets.'],
  },
  {
    slug: 'burns',
    title: 'Burns',
    summary: 'Heat, chemical or electrical burns: cool with water, cover and go.',
    steps: [
      'Make the area safe first: switch off the power before touching a pet after an electric shock.',
      'Cool the burn with cool running water for at least 10 minutes (20 for chemicals, flushing the product away).',
      'Cover it loosely with a clean, damp, non-fluffy cloth or cling film laid on, not wrapped round.',
      'Keep your pet warm elsewhere: cooling a large area can chill it.',
    ],
    goNow: [
      'Always for burns larger than a coin, on the face, feet or genitals, or from chemicals or electricity.',
      'Your pet chewed a cable (mouth burns and fluid in the lungs can follow hours later).',
      'Your pet breathed smoke.',
    ],
    avoid: ['Do not put ice, butter, oils or creams on the burn.', 'Do not burst blisters or pull away stuck fur.'],
  },
  {
    slug: 'cpr',
    title: 'CPR',
    summary: 'No breathing and no heartbeat: chest compressions and rescue breaths.',
    steps: [
      'Check responsiveness, breathing (watch the chest) and a heartbeat (left side of the chest, behind the elbow). If there is none, call for help and start CPR.',
      'Lay your pet on its right side on a firm surface (a deep-chested dog may be on its back).',
      'Compress the widest part of the chest (over the heart for cats and small dogs, one hand round the chest) by a third to a half of its width, 100 to 120 times a minute.',
      'After 30 compressions, close the mouth and give 2 breaths into the nose, watching the chest rise.',
      'Keep going in cycles of 30 compressions and 2 breaths; check for a heartbeat every 2 minutes. Swap rescuers if you can.',
      'Keep going on the way to the vet.',
    ],
    goNow: ['Always, at once, while you continue CPR: have someone else drive and call ahead.'],
    avoid: ['Do not stop compressions for long checks.', 'Do not do CPR on a pet that is breathing.'],
  },
  {
    slug: 'transport',
    title: 'Moving an injured pet',
    summary: 'Getting your pet to the clinic safely, without making an injury worse.',
    steps: [
      'Call the clinic on the way so the team is ready for you.',
      'Muzzle a dog in pain gently, unless it is vomiting or struggling to breathe; wrap a cat in a towel.',
      'Carry small pets and cats in a box or carrier; slide larger dogs onto a board or a blanket used as a stretcher, keeping the back and neck straight.',
      'Keep your pet warm and still, and have someone sit with it while another person drives.',
    ],
    goNow: [
      'Go to the nearest open emergency clinic: the list on the Emergency Services page shows which are open now.',
    ],
    avoid: ['Do not let an injured pet walk or jump into the car.', 'Do not give food or water on the way.'],
  },
];

export const guideBySlug = (slug: string): FirstAidGuide | undefined =>
  FIRST_AID_GUIDES.find((guide) => guide.slug === slug);

export const emergencyUrls = {
  services: '/emergency-services',
  guides: '/emergency',
  guide: (slug: string) => `/emergency/${slug}`,
} as const;
