import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { ChatMessage, ConversationSummary, MessageFlagQueue } from '@petpal/contracts';
import { verifyTestProvider } from '../../auth';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { asAdmin, asGuest, asUser, createAdminTestApp } from '../admin.test-support';

const t = perTestDatabase(createAdminTestApp);
const admin = perTest(() => asAdmin(t));

describe('the message flag queue', () => {
  it('shows a message a participant reported, to admins only', async () => {
    const owner = await asUser(t, 'owner@example.com');
    const sitter = await asUser(t, 'sitter@example.com', 'pet_sitter');
    const record = await verifyTestProvider(t.db, 'pet_sitter', sitter.userId!);
    const opened = await owner.send('POST', '/api/messages/conversations', {
      providerKind: 'sitter',
      providerId: record._id.toHexString(),
    });
    const { id } = ConversationSummary.parse(await opened.json());
    const sent = await sitter.send('POST', `/api/messages/conversations/${id}/messages`, { text: 'Pay me in cash' });
    const message = ChatMessage.parse(await sent.json());
    const reported = await owner.send('POST', `/api/messages/conversations/${id}/messages/${message.id}/report`, {
      reason: 'spam',
    });
    expect(reported.status).toBe(201);

    const queue = MessageFlagQueue.parse(await (await admin.send('GET', '/api/admin/message-flags')).json());
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({
      reason: 'spam',
      reporterId: owner.userId!.toHexString(),
      message: { id: message.id },
    });
    expect((await asGuest(t).send('GET', '/api/admin/message-flags')).status).toBe(401);
    expect((await owner.send('GET', '/api/admin/message-flags')).status).not.toBe(200);
    expect(ObjectId.isValid(queue.items[0]!.id)).toBe(true);
  });
});
