import { useSearchParams } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';

const facts: readonly [string, string][] = [
  ['6', 'journey stages'],
  ['6', 'document kinds'],
  ['1', 'process to run it all'],
  ['3', 'AI provider families'],
];

/**
 * `/what?__throw=1` throws while rendering, on purpose and in every build: it is the only way the end-to-end
 * suite (which runs the production build) can prove that the error screen and its buttons work.
 */
function useTestThrow(): void {
  const [params] = useSearchParams();
  if (params.get('__throw') === '1') throw new Error('Test error thrown on purpose by /what?__throw=1');
}

export function Component() {
  useTestThrow();
  return (
    <ContentPage
      eyebrow="Under the hood"
      title="Technical breakdown"
      lead="How Ideaforge turns a conversation into six product documents, and what runs when you press send."
    >
      <dl className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([value, label]) => (
          <div key={label} className="rounded-xl border bg-card p-4">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="mt-1 font-semibold text-3xl text-primary tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <h2>The journey</h2>
      <p>
        Every idea moves through six stages: <strong>idea</strong>, <strong>PRD</strong>, <strong>MVP</strong>
        , <strong>domain model</strong>, <strong>tech stack</strong> and <strong>complete</strong>. The order
        is a state machine, not a suggestion: an idea may go straight to an MVP, but a domain model only
        follows an MVP, and you may stay on a stage as long as you need. Progress is simply how far along the
        six stages you are.
      </p>
      <p>
        Before a stage is left, its data is checked — an idea needs a description of at least ten characters,
        a PRD needs a problem statement, an audience and core features, an MVP at least one feature and one
        user story.
      </p>

      <h2>The AI guide</h2>
      <p>
        Your messages go to the server, which asks the configured model for a reply and streams it back word
        by word over server-sent events. When the guide has learnt enough, it calls a tool that writes or
        updates one of the six documents; the same tool call is never applied twice in one reply.
      </p>
      <ul>
        <li>
          <strong>Providers:</strong> a built-in guide that works with no keys at all, Anthropic, or any
          OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM).
        </li>
        <li>
          <strong>Resilience:</strong> a failed call is retried up to three times (after 1 s, 2 s, then at
          most 5 s), and a stream that stays silent for 30 seconds is stopped with a clear message.
        </li>
        <li>
          <strong>Durability:</strong> a reply is saved even if you close the tab while it is being written.
        </li>
      </ul>

      <h2>The architecture</h2>
      <p>
        One Node.js process serves this web app, the JSON API, realtime updates and background jobs. Data
        lives in PostgreSQL — an embedded one by default, so a single <code>npm start</code> runs the whole
        product. Pointing it at a PostgreSQL server and Redis lets several identical processes share the load.
      </p>
      <ul>
        <li>
          <strong>Web:</strong> a React single-page app. Each screen loads on first visit, so the first page
          stays small, and the app installs on phones and desktops.
        </li>
        <li>
          <strong>API:</strong> typed endpoints validated with the same rules the browser uses, with one
          catalogue of error messages shared by both.
        </li>
        <li>
          <strong>Realtime:</strong> WebSockets carry unread counts, notifications and screen sharing for
          support.
        </li>
        <li>
          <strong>Jobs:</strong> scheduled notifications, presence clean-up and accounting sync run in a queue
          kept in the same database.
        </li>
      </ul>

      <h2>Security</h2>
      <p>
        Every record is scoped to the person it belongs to: asking for someone else's project returns “not
        found”. Sign-in supports Google, GitHub or e-mail and password; after five failed attempts an account
        is locked for fifteen minutes, and anonymous sign-in is protected by a captcha — by default a
        privacy-friendly proof-of-work check that tracks nobody.
      </p>
    </ContentPage>
  );
}
