import { useSession } from '@web/features/auth/session';
import { HelperChores } from '../components/helper-chores';
import { HostChores } from '../components/host-chores';

/** /chores (Chores): the host's planning and review, or the helper's own list. */
export default function ChoresPage() {
  const session = useSession();
  const user = session.user;
  if (user?.role === 'host') return <HostChores />;
  return <HelperChores userId={user?.id ?? ''} />;
}
