import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { TodoKind, TodoRepeat } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { instantOf, occurrenceDate, todayIn } from './recurrence';
import { createTodoRepository, type TodoDoc } from './todo.repository';

interface SeedTask {
  /** Index into the owners given to seedTodoTasks (owner1, owner2, owner3 @petpal.demo). */
  owner: number;
  title: string;
  notes?: string;
  /** Days from the owner's today. */
  inDays: number;
  dueTime: string | null;
  repeat: TodoRepeat;
  kind?: TodoKind;
  vaccineName?: string;
  /** The owner's pet of that name, if the vet seed made it. */
  pet?: string;
  /** Ticked this many days ago (a one-off task: done). */
  doneDaysAgo?: number;
}

/** The demo owners' zones: owner2 lives in Berlin, the others in India. */
const ZONES = ['Asia/Kolkata', 'Europe/Berlin', 'Asia/Kolkata'];

export const SEED_TASKS: SeedTask[] = [
  {
    owner: 0,
    title: 'Rabies booster for Bruno',
    inDays: 12,
    dueTime: null,
    repeat: 'yearly',
    kind: 'vaccine',
    vaccineName: 'Rabies',
    pet: 'Bruno',
  },
  {
    owner: 0,
    title: 'Heartworm tablet',
    notes: 'With his dinner.',
    inDays: 3,
    dueTime: '20:00',
    repeat: 'monthly',
    pet: 'Bruno',
  },
  { owner: 0, title: 'Brush Misty', inDays: 0, dueTime: '19:00', repeat: 'weekly', pet: 'Misty' },
  { owner: 0, title: 'Buy cat litter', inDays: -1, dueTime: null, repeat: 'none', pet: 'Misty' },
  {
    owner: 0,
    title: 'Book a grooming session',
    inDays: -2,
    dueTime: null,
    repeat: 'none',
    pet: 'Bruno',
    doneDaysAgo: 2,
  },
  {
    owner: 1,
    title: 'DHPP vaccine for Luna',
    inDays: 20,
    dueTime: '10:30',
    repeat: 'yearly',
    kind: 'vaccine',
    vaccineName: 'DHPP (distemper, hepatitis, parvo)',
    pet: 'Luna',
  },
  { owner: 1, title: 'Evening walk by the Spree', inDays: 0, dueTime: '18:00', repeat: 'daily', pet: 'Luna' },
  { owner: 2, title: 'Clean Coco’s hutch', inDays: 2, dueTime: null, repeat: 'weekly', pet: 'Coco' },
  { owner: 2, title: 'Order timothy hay', inDays: 1, dueTime: null, repeat: 'none', pet: 'Coco' },
];

/** Fixed ids so that running the seed again finds what it made. */
const seedTaskId = (n: number) => new ObjectId(`c0ffeed0${String(n).padStart(16, '0')}`);

/** Demo to-do tasks of the demo owners, dated from `now` in their zones (idempotent). */
export async function seedTodoTasks(
  db: DataPort,
  auth: AuthFacade,
  owners: readonly ObjectId[],
  now: Date,
): Promise<void> {
  const tasks = createTodoRepository(db);
  for (const [index, seed] of SEED_TASKS.entries()) {
    const userId = owners[seed.owner];
    const _id = seedTaskId(index);
    if (!userId || (await tasks.findOwned(_id, userId))) continue;
    const timeZone = ZONES[seed.owner]!;
    const record = await auth.records.findByUser('pet_owner', userId);
    const pets = record ? await auth.pets.listByOwner(record._id) : [];
    const dueDate = occurrenceDate(todayIn(timeZone, now), 'daily', seed.inDays);
    const dueAt = instantOf(dueDate, seed.dueTime, timeZone);
    const done = seed.doneDaysAgo !== undefined;
    const doc: TodoDoc = {
      _id,
      userId,
      title: seed.title,
      notes: seed.notes ?? '',
      kind: seed.kind ?? 'task',
      vaccineName: seed.vaccineName ?? null,
      petId: pets.find((pet) => pet.name === seed.pet)?._id ?? null,
      repeat: seed.repeat,
      timeZone,
      series: 0,
      anchorDate: dueDate,
      occurrence: 0,
      dueDate,
      dueTime: seed.dueTime,
      dueAt,
      done,
      remindAt: done ? null : dueAt,
      remindLeaseUntil: null,
      history: done
        ? [
            {
              series: 0,
              occurrence: 0,
              dueDate,
              dueTime: seed.dueTime,
              completedAt: new Date(now.getTime() - seed.doneDaysAgo! * 86_400_000),
            },
          ]
        : [],
      version: 0,
      createdAt: new Date(now.getTime() - 7 * 86_400_000),
      updatedAt: now,
    };
    await tasks.insert(doc);
  }
}
