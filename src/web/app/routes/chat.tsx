import { useParams } from 'react-router';
import { ChatPage } from '../../features/chat/components/chat-page.tsx';

/** /chat and /chat/:sessionId (SPEC.md §2): the chat page, in its own lazy chunk. */
export function Component() {
  const { sessionId } = useParams();
  return <ChatPage sessionId={sessionId} />;
}
