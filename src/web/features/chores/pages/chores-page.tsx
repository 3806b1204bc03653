import { useSession } from '@web/features/auth/session';
import { ChoreListSkeleton } from '../components/chore-list';
import { HelperChores } from '../components/helper-chores';
import { HostChores } from '../components/host-chores';

/** /chores (Chores): the host's planning and review, or the helper's own list. */
export default function ChoresPage() {
  const session = useSession();
  const user = session.user;
  if (!user)
    return (
      <div className="mx-auto w-full max-w-3xl" aria-busy="true">
        <ChoreListSkeleton />
      </div>
    );
  if (user.role === 'host') return <HostChores />;
  return <HelperChores userId={user.id} />;
}
