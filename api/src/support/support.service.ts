import type { ContactMessageAccepted, ContactMessageInput, FaqList } from '@petpal/contracts';
import type { RateLimiter, RateLimitRule } from '../lib/rate-limit';
import type { SupportRepository } from './support.repository';

export const CONTACT_THANKS =
  'Thanks for reaching out! We have received your message and will reply within 2 business days.';

export const CONTACT_RATE_LIMIT: RateLimitRule = {
  name: 'contact',
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: 'Too many messages. Please try again later.',
};

export interface SupportServiceDeps {
  repo: SupportRepository;
  contactLimiter: RateLimiter;
  now?: () => Date;
}

export type SupportService = ReturnType<typeof createSupportService>;

export function createSupportService({ repo, contactLimiter, now = () => new Date() }: SupportServiceDeps) {
  return {
    /** Stores a contact-form message; at most 5 per sender IP per 10 minutes. */
    async submitContact(input: ContactMessageInput, sender: { ip: string }): Promise<ContactMessageAccepted> {
      await contactLimiter.consume(sender.ip);
      const createdAt = now();
      const id = await repo.insertContactMessage({ ...input, status: 'new', createdAt });
      return { id: id.toHexString(), receivedAt: createdAt.toISOString(), message: CONTACT_THANKS };
    },

    async listFaq(): Promise<FaqList> {
      const docs = await repo.listFaq();
      return { items: docs.map(({ _id, category, question, answer }) => ({ id: _id, category, question, answer })) };
    },
  };
}
