import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';

export function Component() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy policy"
      lead="What Ideaforge collects, why, and the control you have over it. In short: we keep what is needed to run the product, we do not sell data, and you can delete everything."
      meta="Last updated 21 November 2025"
    >
      <h2>Who we are</h2>
      <p>
        This policy covers the Ideaforge web app and its API as run by the operator of this site (“we”). We
        decide how your personal data is used and are responsible for it.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your e-mail address and a hashed password, or the name, e-mail and
          picture your Google or GitHub account shares when you sign in with it. Anonymous users get a random
          display name and no e-mail.
        </li>
        <li>
          <strong>Your content:</strong> the messages you write, the assistant's replies, diagrams, projects
          and the documents produced with you.
        </li>
        <li>
          <strong>Usage data:</strong> whether you are online, the page you are on and your device type
          (phone, tablet, desktop or installed app), so support staff can see who needs help; sign-in
          attempts, to protect accounts from guessing.
        </li>
        <li>
          <strong>Screen sharing:</strong> only when you press “Share My Screen” after a support request, and
          only until you stop. Nothing is recorded.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To run the chat and write your documents — this is why you use Ideaforge.</li>
        <li>To keep you signed in, secure your account and stop abuse.</li>
        <li>To send the notifications you asked for, in the app, by push or by e-mail.</li>
        <li>To understand, in aggregate, which parts of the product help people and which need work.</li>
      </ul>
      <p>We never sell your data and never use it for advertising.</p>

      <h2>AI providers</h2>
      <p>
        To write a reply, the text of your conversation is sent to the AI provider this site is configured
        with. Providers process it to produce the answer under their own terms for business customers, which
        exclude training on your data. When the built-in guide is used, nothing leaves our server.
      </p>

      <h2>Cookies and local storage</h2>
      <ul>
        <li>A session cookie keeps you signed in. It is essential and cannot be switched off.</li>
        <li>Your theme choice is kept in your browser's local storage under “theme”.</li>
        <li>A short-lived marker is stored while an anonymous account is being upgraded, then removed.</li>
        <li>The installed app stores its own files so it can open offline.</li>
      </ul>
      <p>We use no advertising or cross-site tracking cookies.</p>

      <h2>How long we keep it</h2>
      <p>
        Your content is kept while your account exists. Read notifications are cleaned up after a while,
        presence data goes stale after five minutes, and sign-in sessions last 24 hours unless renewed.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and change your data in your <Link to="/account">account</Link>, and{' '}
        <Link to="/delete-me">delete your account</Link> at any time, which removes your chats, projects and
        documents. You may also ask us for a copy of your data, to correct it, or to restrict how we use it,
        and complain to your data protection authority.
      </p>

      <h2>Security</h2>
      <p>
        Data travels encrypted, passwords are stored only as hashes, and every record is readable only by the
        account it belongs to. Staff access is limited to people who need it to run the service.
      </p>

      <h2>Changes</h2>
      <p>
        If we change this policy in a way that matters, we will tell you in the app before the change applies.
        See also our <Link to="/terms">terms of service</Link>.
      </p>
    </ContentPage>
  );
}
