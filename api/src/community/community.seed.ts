import { ObjectId } from 'mongodb';
import { createAuthFacade, type AuthFacade } from '../auth';
import type { GroupTopic, StoredRole } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import type { Seeder } from '../seed/seeder';
import { createGroupsRepository, type GroupDoc } from './groups/groups.repository';
import { seedPlaydates } from './playdates/playdates.seed';
import { hotRank } from './posts/hot-rank';
import { createPostsRepository, type PostDoc } from './posts/posts.repository';
import { seedTodoTasks } from './todo/todo.seed';
import { seedAdoption } from './adoption/adoption.seed';

/** The demo accounts' password (the vet and care seeders use the same). */
const HOUR_MS = 3_600_000;

/** Fixed ids so that running the seed again finds what it made. */
const seedId = (kind: 'a' | 'b' | 'c', n: number) => new ObjectId(`c0ffee${kind}0${String(n).padStart(16, '0')}`);

const PEOPLE: Array<{ email: string; role: StoredRole }> = [
  { email: 'owner1@petpal.demo', role: 'pet_owner' },
  { email: 'owner2@petpal.demo', role: 'pet_owner' },
  { email: 'owner3@petpal.demo', role: 'pet_owner' },
  { email: 'sitter1@petpal.demo', role: 'pet_sitter' },
  { email: 'sitter3@petpal.demo', role: 'pet_sitter' },
];

interface SeedGroup {
  name: string;
  description: string;
  topic: GroupTopic;
  city: string;
  /** Indexes into PEOPLE: the first created it and moderates it. */
  members: number[];
}

export const SEED_GROUPS: SeedGroup[] = [
  {
    name: 'Bandra Dog Walkers',
    description: 'Morning walks on Carter Road, lost-leash alerts and the best vet tips in Bandra.',
    topic: 'dogs',
    city: 'Mumbai',
    members: [0, 1, 3],
  },
  {
    name: 'Mumbai Cat Parents',
    description: 'Indoor cats, rescues and the eternal litter debate.',
    topic: 'cats',
    city: 'Mumbai',
    members: [1, 2],
  },
  {
    name: 'Bengaluru Puppy Training',
    description: 'Positive-reinforcement training, socialisation meetups in Cubbon Park.',
    topic: 'training',
    city: 'Bengaluru',
    members: [4, 0, 2],
  },
  {
    name: 'Pune Pet Health',
    description: 'Vaccination schedules, tick season and questions for the vets among us.',
    topic: 'health',
    city: 'Pune',
    members: [2, 0],
  },
  {
    name: 'Delhi Adopt Don’t Shop',
    description: 'Foster families, adoption drives and rescues looking for homes in Delhi NCR.',
    topic: 'adoption',
    city: 'Delhi',
    members: [1, 4],
  },
  {
    name: 'Chennai Bird Keepers',
    description: 'Budgies, cockatiels and the parrots of Chennai: care, diet and cages.',
    topic: 'birds',
    city: 'Chennai',
    members: [3],
  },
  {
    name: 'Bengaluru Weekend Meetups',
    description: 'Dog-friendly cafes, playdates and the monthly pet fair.',
    topic: 'events',
    city: 'Bengaluru',
    members: [0, 4],
  },
];

interface SeedPost {
  group: number;
  author: number;
  title: string;
  body: string;
  hoursAgo: number;
  likedBy: number[];
  comments: Array<{ author: number; body: string }>;
}

export const SEED_POSTS: SeedPost[] = [
  {
    group: 0,
    author: 0,
    title: 'Carter Road at 6:30 tomorrow?',
    body: 'Bruno and I are doing the long loop before it gets hot. Anyone with a calm dog is welcome to join!',
    hoursAgo: 3,
    likedBy: [1, 3],
    comments: [{ author: 3, body: 'Count us in, Luna needs the exercise.' }],
  },
  {
    group: 0,
    author: 1,
    title: 'Found: a red collar near Mount Mary steps',
    body: 'No tag, just a small bell. I left it with the chai stall by the steps. Ping me if it is yours.',
    hoursAgo: 20,
    likedBy: [0],
    comments: [],
  },
  {
    group: 0,
    author: 3,
    title: 'Paw balm that actually works on hot pavement',
    body: 'After trying four brands, the one with beeswax and shea lasted the whole walk. What do you use?',
    hoursAgo: 52,
    likedBy: [0, 1],
    comments: [
      { author: 0, body: 'Booties for us in May, balm the rest of the year.' },
      { author: 1, body: 'Coconut oil at night, works fine for short walks.' },
    ],
  },
  {
    group: 1,
    author: 2,
    title: 'Clumping vs silica litter',
    body: 'Switching Misty to silica saved us a bag a week. She took three days to get used to it.',
    hoursAgo: 8,
    likedBy: [1],
    comments: [{ author: 1, body: 'Ours refused silica entirely. Cats, eh.' }],
  },
  {
    group: 1,
    author: 1,
    title: 'Window nets in Andheri: who did yours?',
    body: 'Looking for someone who installs cat-safe nets on the 9th floor. Recommendations welcome.',
    hoursAgo: 30,
    likedBy: [],
    comments: [],
  },
  {
    group: 2,
    author: 4,
    title: 'Free socialisation hour this Saturday',
    body: 'Puppies under 6 months, Cubbon Park bandstand side, 8 am. Bring treats and poop bags.',
    hoursAgo: 5,
    likedBy: [0, 2],
    comments: [{ author: 2, body: 'Coco is 4 months, we will be there!' }],
  },
  {
    group: 2,
    author: 0,
    title: 'Stop the leash pulling: what finally worked',
    body: 'Stopping dead every time he pulled, for two weeks. Boring, but it works. Patience is the trick.',
    hoursAgo: 70,
    likedBy: [4, 2],
    comments: [],
  },
  {
    group: 3,
    author: 2,
    title: 'Tick season has started early',
    body: 'Found two on Coco after the walk near Vetal Hill. Check between the toes and inside the ears.',
    hoursAgo: 12,
    likedBy: [0],
    comments: [{ author: 0, body: 'Thanks for the heads-up, checking Bruno tonight.' }],
  },
  {
    group: 3,
    author: 0,
    title: 'When is the rabies booster due?',
    body: 'Our vet says yearly, a friend says every three years. What does your vet in Pune recommend?',
    hoursAgo: 40,
    likedBy: [],
    comments: [{ author: 2, body: 'Yearly here too, it is on the municipal licence form.' }],
  },
  {
    group: 4,
    author: 1,
    title: 'Two indie pups need a foster for a month',
    body: 'Brother and sister, 10 weeks, vaccinated once. We cover food and vet bills. Saket or nearby.',
    hoursAgo: 2,
    likedBy: [4],
    comments: [],
  },
  {
    group: 4,
    author: 4,
    title: 'Adoption drive at the community centre, Sunday',
    body: 'Twelve dogs and five cats looking for homes. Come meet them from 10 am to 2 pm.',
    hoursAgo: 26,
    likedBy: [1],
    comments: [{ author: 1, body: 'Sharing with my building group!' }],
  },
  {
    group: 5,
    author: 3,
    title: 'Budgie diet: seeds are not enough',
    body: 'Our avian vet suggested pellets plus greens. Kiwi loves chopped spinach and a little carrot.',
    hoursAgo: 15,
    likedBy: [],
    comments: [],
  },
  {
    group: 6,
    author: 0,
    title: 'Dog-friendly cafes in Indiranagar',
    body: 'So far: the one on 12th Main with the water bowls, and the bakery with the garden. Add yours!',
    hoursAgo: 9,
    likedBy: [4],
    comments: [{ author: 4, body: 'The brewery on 100 Feet Road lets dogs sit outside.' }],
  },
];

/**
 * Demo groups in five cities and topics, their members, posts, likes and comments, and the demo owners'
 * to-do tasks, adoption listings and PawfectMatch dogs (idempotent).
 */
export async function seedCommunityArea(db: DataPort, auth: AuthFacade, now = new Date()): Promise<void> {
  const groups = createGroupsRepository(db);
  const posts = createPostsRepository(db);
  const people: ObjectId[] = [];
  for (const person of PEOPLE) people.push(await auth.seedAccount(person.email, DEMO_PASSWORD, person.role, now));

  const groupDocs: GroupDoc[] = [];
  for (const [index, group] of SEED_GROUPS.entries()) {
    const _id = seedId('a', index);
    const creator = people[group.members[0]!]!;
    const doc: GroupDoc = (await groups.findById(_id)) ?? {
      _id,
      name: group.name,
      nameKey: group.name.toLocaleLowerCase('en'),
      description: group.description,
      topic: group.topic,
      city: group.city,
      cityKey: group.city.toLocaleLowerCase('en'),
      createdBy: creator,
      moderatorIds: [creator],
      memberCount: 0,
      postCount: 0,
      createdAt: new Date(now.getTime() - 30 * 24 * HOUR_MS),
    };
    await groups.insert(doc);
    for (const member of group.members) await groups.join(_id, people[member]!, doc.createdAt);
    groupDocs.push(doc);
  }

  for (const [index, post] of SEED_POSTS.entries()) {
    const _id = seedId('b', index);
    if (await posts.findById(_id)) continue;
    const group = groupDocs[post.group]!;
    const createdAt = new Date(now.getTime() - post.hoursAgo * HOUR_MS);
    const authorId = people[post.author]!;
    const doc: PostDoc = {
      _id,
      groupId: group._id,
      groupName: group.name,
      authorId,
      authorName: await auth.users.publicName(authorId),
      title: post.title,
      body: post.body,
      photos: [],
      likeCount: 0,
      commentCount: 0,
      flagCount: 0,
      hidden: false,
      hot: hotRank(0, 0, createdAt),
      createdAt,
      editedAt: null,
    };
    await posts.insert(doc);
    await groups.countPosts(group._id, 1);
    for (const liker of post.likedBy) await posts.likes.add(_id, people[liker]!, createdAt);
    for (const [n, comment] of post.comments.entries()) {
      const commenter = people[comment.author]!;
      await posts.comments.insert({
        _id: seedId('c', index * 100 + n),
        postId: _id,
        authorId: commenter,
        authorName: await auth.users.publicName(commenter),
        body: comment.body,
        createdAt: new Date(createdAt.getTime() + (n + 1) * HOUR_MS),
        editedAt: null,
      });
    }
  }
  await seedTodoTasks(db, auth, people.slice(0, 3), now);
  await seedAdoption(db, auth, now);
  await seedPlaydates(db, auth, DEMO_PASSWORD, now);
}

export const communitySeeder: Seeder = {
  area: 'community',
  version: 4,
  description:
    'demo community groups (7 groups in Mumbai, Bengaluru, Pune, Delhi and Chennai), posts, likes and comments; ' +
    'to-do tasks and vaccine reminders of owner1-3@petpal.demo; their adoption listings (7 pets, 6 cities); ' +
    'PawfectMatch dogs listed around Mumbai, Bengaluru, Berlin and London (owner1-2, playdate1-5@petpal.demo)',
  run: (db) => seedCommunityArea(db, createAuthFacade(db)),
};
