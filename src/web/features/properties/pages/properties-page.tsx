import { useSession } from '@web/lib/session/session';
import HostPropertiesPage from './host-properties-page';
import MyPropertiesPage from './my-properties-page';

/** /properties: a host's properties, or a helper's My Properties (SPEC 2). */
export default function PropertiesPage() {
  const session = useSession();
  if (session.user?.role === 'helper') return <MyPropertiesPage />;
  return <HostPropertiesPage />;
}
