import { Button } from '@web/components/ui/button';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/*
 * A piece of the property page in a chunk of its own (the host's location
 * editor, the map): the page stays in the offline shell's budget, and the
 * piece is fetched the first time it is shown. A chunk that cannot arrive
 * (offline, a new deploy) says so with a retry instead of breaking the page.
 */

class PartBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function PartFailed({ className, onRetry }: { className?: string; onRetry: () => void }) {
  const { t } = useTranslation('properties');
  return (
    <div role="alert" className={className}>
      <div className="flex flex-col items-start gap-2 text-body-sm">
        <p>{t('location.partFailed')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common:actions.tryAgain')}
        </Button>
      </div>
    </div>
  );
}

/** A component fetched the first time it is shown; `reload` tries the fetch again. */
export interface LazyPart<Props> {
  current: LazyExoticComponent<ComponentType<Props>>;
  reload: () => void;
}

export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  const part: LazyPart<Props> = {
    current: make(),
    reload: () => {
      part.current = make();
    },
  };
  return part;
}

/** Shows a lazy part: `placeholder` while it arrives, a retry if it cannot. */
export function LoadPart<Props extends object>({
  part,
  props,
  placeholder,
  failedClassName,
}: {
  part: LazyPart<Props>;
  props: Props;
  placeholder: ReactNode;
  failedClassName?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = part.current as ComponentType<Props>;
  const retry = () => {
    part.reload();
    setAttempt((n) => n + 1);
  };
  return (
    <PartBoundary
      key={attempt}
      fallback={<PartFailed className={failedClassName} onRetry={retry} />}
    >
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    </PartBoundary>
  );
}
