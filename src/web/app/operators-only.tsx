import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { useIsOperator } from '@web/features/admin/api';
import { Outlet } from 'react-router';
import { NotFoundPage } from './pages/not-found-page';

/**
 * The moderation desk exists only for operators: anyone else, signed in or
 * not, gets exactly the not-found page of an unknown path (outside the
 * shell, so not even the header's title hints that the page is there). Its
 * own chunk: the operator check reads the profile, whose schemas the first
 * paint does without.
 */
export default function OperatorsOnly() {
  const operator = useIsOperator();
  if (operator === undefined) return <PulsingLogo />;
  return operator ? <Outlet /> : <NotFoundPage />;
}
