import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useIdle } from './use-idle.ts';

/** Props every deferred interactive widget accepts: open straight away when the user asked before it loaded. */
export interface DeferredProps {
  defaultOpen?: boolean;
}

/**
 * Keeps a heavy widget (a menu, a sheet) out of the first page's JavaScript: a look-alike placeholder renders
 * first, the real widget loads once the browser is idle, and a click on the placeholder loads it at once and
 * opens it.
 */
export function deferred(
  load: () => Promise<ComponentType<DeferredProps>>,
  Placeholder: ComponentType<{ onActivate: () => void }>,
): ComponentType {
  const Widget = lazy(async () => ({ default: await load() }));
  return function Deferred() {
    const idle = useIdle();
    const [activated, setActivated] = useState(false);
    const placeholder = <Placeholder onActivate={() => setActivated(true)} />;
    if (!idle && !activated) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Widget defaultOpen={activated} />
      </Suspense>
    );
  };
}
