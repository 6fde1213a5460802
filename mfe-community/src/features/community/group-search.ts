import { GROUP_TOPICS, type GroupTopic } from '@petpal/contracts';
import type { AddressCodec } from '@petpal/design-system';

/** The groups list's search as /community's address keeps it: `?q=` (name), `topic` and `city`. */
export interface GroupSearch {
  q: string;
  topic: GroupTopic | '';
  city: string;
}

/** A topic of the list, or '' (all topics) for anything else. */
export const topicOf = (value: string | null): GroupTopic | '' => GROUP_TOPICS.find((topic) => topic === value) ?? '';

/** The API's limit for both texts (GroupListQuery): a longer one from the address is cut, not refused. */
const MAX_TEXT = 60;

export const groupSearchCodec: AddressCodec<GroupSearch> = {
  keys: ['q', 'topic', 'city'],
  read: (params) => ({
    q: (params.get('q') ?? '').trim().slice(0, MAX_TEXT),
    topic: topicOf(params.get('topic')),
    city: (params.get('city') ?? '').trim().slice(0, MAX_TEXT),
  }),
  write: ({ q, topic, city }) => ({ q: q.trim(), topic, city: city.trim() }),
};
