import { Link, useParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { useUser } from '../../app/hooks.js';
import { BulkEmailSection } from './BulkEmailSection.js';
import { EmailLogSection } from './EmailLogSection.js';
import { LoginMessagesSection } from './LoginMessagesSection.js';
import { MessagesSection } from './MessagesSection.js';
import { NotificationsSection } from './NotificationsSection.js';
import { sectionFor, visibleSections } from './sections.js';
import './communication.css';

/**
 * Communication (spec 1): the signed-in person's message threads with read
 * state and a composer with attachments, their notifications and login
 * messages, and, for staff with the e-mail permissions, bulk e-mail to a saved
 * list with a safe preview and the e-mail log. Each section has its own URL
 * (`/communication/{section}`), so a reload keeps it.
 */
export default function CommunicationScreen() {
  const user = useUser();
  const { section: segment } = useParams();
  const section = sectionFor(segment, user);
  const sections = visibleSections(user);
  const me = user?.id !== undefined && /^\d{1,15}$/.test(String(user.id)) ? String(user.id) : null;
  return (
    <Page
      title={section?.label ?? 'Communication'}
      crumbs={[{ label: 'Communication', to: '/communication' }]}
    >
      <nav className="vkc-sections" aria-label="Communication sections">
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <Link
                to={`/communication/${s.id}`}
                aria-current={s.id === section?.id ? 'page' : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!section || !me ? (
        <p role="alert">This section does not exist or needs a permission you do not have.</p>
      ) : section.id === 'messages' ? (
        <MessagesSection me={me} />
      ) : section.id === 'notifications' ? (
        <NotificationsSection me={me} />
      ) : section.id === 'login-messages' ? (
        <LoginMessagesSection me={me} />
      ) : section.id === 'bulk-email' ? (
        <BulkEmailSection />
      ) : (
        <EmailLogSection />
      )}
    </Page>
  );
}
