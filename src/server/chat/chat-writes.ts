/**
 * The chat's writes on the hot path, grouped across concurrent requests (src/server/chat/group-commit.ts): the
 * user message of every send (with the ownership check, in the same statement) and every reply at its end.
 */
import type { Db } from '../db/client.ts';
import { insertMessage } from '../db/repositories/chat-repository.ts';
import {
  type ReplySave,
  recordUserMessages,
  saveReplies,
  type UserMessageSend,
  type UserMessageSendResult,
} from '../db/repositories/chat-send-repository.ts';
import { createGroupCommit } from './group-commit.ts';

export interface ChatWrites {
  /** Checks the session is the caller's and records the user message (unless the send repeats it). */
  recordUserMessage(send: UserMessageSend): Promise<UserMessageSendResult>;
  /**
   * Saves a reply; false when its session no longer exists. `replaceLastReplies` (regenerate) also deletes the
   * replies saved since the latest user message, in the same statement.
   */
  saveReply(reply: ReplySave & { replaceLastReplies?: boolean }): Promise<boolean>;
}

export function createChatWrites(db: Db): ChatWrites {
  const userMessages = createGroupCommit<UserMessageSend, UserMessageSendResult>({
    run: (sends) => recordUserMessages(db, sends),
    key: (send) => send.sessionId,
  });
  const replies = createGroupCommit<ReplySave, boolean>({
    run: async (items) => {
      const saved = await saveReplies(db, items);
      return items.map((item) => saved.has(item.id));
    },
    key: (reply) => reply.sessionId,
  });
  return {
    recordUserMessage: (send) => userMessages.submit(send),
    async saveReply({ replaceLastReplies, ...reply }) {
      if (!replaceLastReplies) return replies.submit(reply);
      // Rare (regenerate): its own statement, which also removes the replies it replaces.
      await insertMessage({
        db,
        id: reply.id,
        sessionId: reply.sessionId,
        content: reply.content,
        isUser: false,
        status: reply.status,
        toolCalls: reply.toolCalls,
        replaceLastReplies: true,
      });
      return true;
    },
  };
}
