import { ObjectId } from 'mongodb';
import { createAuthFacade } from '../auth';
import type { ShopCategory, ShopSpecies } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { createImagesService, seedArt } from '../images';
import type { Seeder } from '../seed/seeder';
import { createProductsRepository } from './catalogue/products.repository';

/** The demo supplier who sells the demo catalogue (docs/decisions/043); password DEMO_SUPPLIER_PASSWORD. */
export const DEMO_SUPPLIER_EMAIL = 'supplier@petpal.demo';
export const DEMO_SUPPLIER_PASSWORD = 'petpal-demo';
/** The demo pharmacist who checks prescription orders at /dashboard/pharmacy-practice (same password). */
export const DEMO_PHARMACIST_EMAIL = 'pharmacist@petpal.demo';

/** Fixed ids so that running the seed again finds what it made. */
const seedId = (n: number) => new ObjectId(`5e0d${'0'.repeat(14)}${String(n).padStart(6, '0')}`);

type SeedProduct = [
  name: string,
  category: ShopCategory,
  species: ShopSpecies[],
  brand: string,
  /** Rupees and dollars, in major units here (stored in paise and cents). */
  inr: number,
  usd: number,
  stock: number,
  description: string,
  prescriptionRequired?: boolean,
];

/** The demo catalogue: every category, a few prescription-only pharmacy items, some nearly sold out. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  [
    'Apoquel 16 mg Tablets (30)',
    'pharmacy',
    ['dog'],
    'Zoetis',
    3450,
    62.99,
    12,
    'Relief from allergic itch in dogs.',
    true,
  ],
  [
    'Simparica Trio Chewables (3)',
    'pharmacy',
    ['dog'],
    'Zoetis',
    4200,
    79.99,
    3,
    'Monthly flea, tick and worm protection.',
    true,
  ],
  [
    'Metacam Oral Suspension 32 ml',
    'pharmacy',
    ['dog'],
    'Boehringer Ingelheim',
    1890,
    38.5,
    8,
    'Anti-inflammatory pain relief.',
    true,
  ],
  [
    'Revolution Plus for Cats (3)',
    'pharmacy',
    ['cat'],
    'Zoetis',
    3990,
    69.99,
    2,
    'Flea, tick, ear mite and worm protection for cats.',
    true,
  ],
  [
    'Clavamox Drops 15 ml',
    'pharmacy',
    ['cat', 'dog'],
    'Zoetis',
    1250,
    29.99,
    6,
    'Antibiotic drops for cats and small dogs.',
    true,
  ],
  ['Drontal Plus Dewormer (2)', 'pharmacy', ['dog'], 'Elanco', 560, 14.99, 40, 'Broad-spectrum dewormer tablets.'],
  [
    'Royal Canin Medium Adult 4 kg',
    'food',
    ['dog'],
    'Royal Canin',
    3299,
    54.99,
    25,
    'Complete dry food for medium adult dogs.',
  ],
  ['Pedigree Puppy Chicken & Milk 3 kg', 'food', ['dog'], 'Pedigree', 990, 18.99, 60, 'Dry food for growing puppies.'],
  ['Whiskas Ocean Fish 1.2 kg', 'food', ['cat'], 'Whiskas', 520, 9.99, 45, 'Dry food for adult cats.'],
  [
    "Hill's Science Diet Kitten 1.5 kg",
    'food',
    ['cat'],
    "Hill's",
    1850,
    24.99,
    4,
    'Dry food for kittens up to one year.',
  ],
  ['Drools Focus Adult 3 kg', 'food', ['dog'], 'Drools', 1150, 19.99, 30, 'Dry food with real chicken.'],
  ['Vitapol Parrot Food 750 g', 'food', ['bird'], 'Vitapol', 450, 8.99, 18, 'Seed mix for parrots and parakeets.'],
  ['Tetra Goldfish Flakes 100 g', 'food', ['fish'], 'Tetra', 280, 5.49, 35, 'Daily flakes for goldfish.'],
  [
    'Oxbow Essentials Rabbit Food 2.25 kg',
    'food',
    ['small-pet'],
    'Oxbow',
    1650,
    21.99,
    1,
    'Timothy-based pellets for adult rabbits.',
  ],
  ['Dentastix Medium (7)', 'treats', ['dog'], 'Pedigree', 199, 4.99, 80, 'Daily dental chews.'],
  ['Temptations Tasty Chicken 85 g', 'treats', ['cat'], 'Temptations', 180, 3.99, 70, 'Crunchy outside, soft inside.'],
  ['JerHigh Chicken Jerky 100 g', 'treats', ['dog'], 'JerHigh', 220, 5.99, 50, 'Real chicken strips.'],
  ['Churu Tuna Puree (4)', 'treats', ['cat'], 'Inaba', 240, 4.49, 3, 'Lickable tuna treats.'],
  ['Kong Classic Medium', 'toys', ['dog'], 'KONG', 1100, 13.99, 20, 'Durable rubber toy to stuff with treats.'],
  ['Chuckit! Ultra Ball (2)', 'toys', ['dog'], 'Chuckit!', 650, 8.99, 28, 'High-bounce fetch balls.'],
  ['Feather Teaser Wand', 'toys', ['cat'], 'Petstages', 350, 6.99, 33, 'Wand toy for play and exercise.'],
  ['Catnip Mice (3)', 'toys', ['cat'], 'Trixie', 299, 5.99, 0, 'Plush mice filled with catnip.'],
  ['Bird Swing with Bells', 'toys', ['bird'], 'Trixie', 250, 4.99, 15, 'Wooden swing for small birds.'],
  ['Orthopedic Dog Bed Large', 'beds', ['dog'], 'Furhaven', 4500, 59.99, 5, 'Memory-foam bed for older dogs.'],
  [
    'Donut Calming Bed 60 cm',
    'beds',
    ['dog', 'cat'],
    'Best Friends',
    2400,
    39.99,
    9,
    'Soft, raised rim for curling up.',
  ],
  ['Window Perch Cat Hammock', 'beds', ['cat'], 'K&H', 1600, 24.99, 2, 'Suction-cup window hammock.'],
  ['FURminator deShedding Tool', 'grooming', ['dog'], 'FURminator', 2100, 34.99, 14, 'Removes loose undercoat.'],
  ['Oatmeal Pet Shampoo 500 ml', 'grooming', ['dog', 'cat'], 'Wahl', 450, 8.99, 40, 'Soothing shampoo for dry skin.'],
  ['Nail Clipper with Guard', 'grooming', ['dog', 'cat'], 'Safari', 399, 7.99, 22, 'Stainless-steel clippers.'],
  [
    'Virbac Multivitamin Syrup 200 ml',
    'health',
    ['dog'],
    'Virbac',
    380,
    9.99,
    26,
    'Daily vitamin and mineral supplement.',
  ],
  ['Joint Support Chews (60)', 'health', ['dog'], 'Zesty Paws', 1790, 26.99, 12, 'Glucosamine and chondroitin chews.'],
  ['Hairball Control Gel 100 g', 'health', ['cat'], 'Beaphar', 520, 10.99, 3, 'Helps hairballs pass naturally.'],
  [
    'Reflective Dog Harness M',
    'accessories',
    ['dog'],
    'Ruffwear',
    2700,
    39.95,
    10,
    'Padded harness for walks after dark.',
  ],
  ['Stainless Steel Bowl Set', 'accessories', ['dog', 'cat'], 'Petmate', 600, 11.99, 35, 'Two non-slip bowls.'],
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Writes the demo catalogue; an existing product keeps its stock and sales. */
export async function seedShop(db: DataPort, now = new Date()): Promise<void> {
  const products = createProductsRepository(db);
  const auth = createAuthFacade(db);
  const pharmacistId = await auth.seedAccount(DEMO_PHARMACIST_EMAIL, DEMO_SUPPLIER_PASSWORD, 'pharmacist', now);
  await auth.saveRecord(
    'pharmacist',
    pharmacistId,
    {
      fullName: 'Meera Kulkarni',
      pharmacyName: 'PetPal Pharmacy',
      licenseId: 'MH-PHARM-4471',
      location: 'Mumbai, India',
      phoneNumber: '+91 98200 11223',
    },
    now,
  );
  await auth.seedVerified('pharmacist', pharmacistId, now);
  const supplierId = await auth.seedAccount(DEMO_SUPPLIER_EMAIL, DEMO_SUPPLIER_PASSWORD, 'supplier', now);
  await auth.saveRecord(
    'supplier',
    supplierId,
    {
      fullName: 'Arjun Mehta',
      businessName: 'PetPal Supplies Pvt Ltd',
      taxId: '27AABCP1234F1Z5',
      phoneNumber: '+91 98200 44556',
    },
    now,
  );
  await auth.seedVerified('supplier', supplierId, now);
  const images = createImagesService(db);
  let n = 0;
  for (const [name, category, species, brand, inr, usd, stock, description, prescription] of SEED_PRODUCTS) {
    n += 1;
    await products.upsertBySlug({
      _id: seedId(n),
      slug: slugOf(name),
      name,
      category,
      species,
      brand,
      description,
      prices: { INR: Math.round(inr * 100), USD: Math.round(usd * 100) },
      stock,
      sold: (SEED_PRODUCTS.length - n) * 3,
      prescriptionRequired: prescription ?? false,
      // Our own drawing, stored through the image pipeline (decision 083).
      imageUrl: await images.seedArt(seedArt('product', name)),
      supplierId,
      // Spread over the last weeks so "newest" has an order.
      createdAt: new Date(now.getTime() - n * 86_400_000),
      updatedAt: now,
    });
  }
}

export const shopSeeder: Seeder = {
  area: 'shop',
  version: 5,
  description:
    'the demo catalogue: products in every category, prescription items, some nearly sold out, sold by the demo supplier; the demo pharmacist (both verified)',
  run: (db) => seedShop(db),
};
