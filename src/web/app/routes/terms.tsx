import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';

export function Component() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of service"
      lead="The rules for using Ideaforge. They are written to be read: if something is unclear, ask us before you rely on it."
      meta="Last updated 21 November 2025"
    >
      <h2>1. The service</h2>
      <p>
        Ideaforge is an AI-guided workspace that helps you shape a software idea into product documents. By
        using it, with or without an account, you accept these terms and our{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>

      <h2>2. Accounts</h2>
      <ul>
        <li>
          You may use Ideaforge anonymously, or create an account with e-mail or a Google or GitHub login.
        </li>
        <li>
          You are responsible for keeping your sign-in details safe and for what happens under your account.
        </li>
        <li>An anonymous account can be upgraded to a full one; its chats and documents come with it.</li>
      </ul>

      <h2>3. Your content</h2>
      <p>
        Your ideas, messages and documents remain yours. You give us only the permission we need to store,
        process and show them to you — including sending conversation text to the AI provider that writes the
        replies. We do not claim ownership and do not publish your content.
      </p>

      <h2>4. AI output</h2>
      <p>
        The assistant's suggestions are generated automatically and can be incomplete or wrong. Treat them as
        a starting point: check facts, costs, legal and security matters yourself before you build on them.
        You decide what to do with the documents and are responsible for that use.
      </p>

      <h2>5. Acceptable use</h2>
      <p>Please do not:</p>
      <ul>
        <li>break the law, or infringe anyone's intellectual property or privacy;</li>
        <li>try to access other people's data, probe or overload the service, or get around its limits;</li>
        <li>use Ideaforge to create malware, spam, or content that harasses or harms others;</li>
        <li>resell access to the service without our written agreement.</li>
      </ul>

      <h2>6. Availability and changes</h2>
      <p>
        We work to keep Ideaforge available and your data safe, but we cannot promise uninterrupted service.
        We may add, change or remove features; when a change takes something important away, we will tell you
        in advance.
      </p>

      <h2>7. Ending</h2>
      <p>
        You can stop using Ideaforge and <Link to="/delete-me">delete your account</Link> at any time. We may
        suspend accounts that break these terms, and will tell you why unless the law prevents it.
      </p>

      <h2>8. Liability</h2>
      <p>
        Ideaforge is provided “as is”. To the extent the law allows, we are not liable for indirect or
        consequential losses, or for decisions made on the basis of AI output. Nothing in these terms limits
        liability that cannot be limited by law, or your rights as a consumer.
      </p>

      <h2>9. Changes to these terms</h2>
      <p>
        We may update these terms. If a change matters, we will tell you in the app before it applies;
        continuing to use Ideaforge afterwards means you accept the new terms.
      </p>
    </ContentPage>
  );
}
