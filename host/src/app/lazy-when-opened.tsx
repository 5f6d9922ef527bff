import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAppSelector, type RootState } from 'shared-contracts/app';

/**
 * A dialog whose code (forms, rules, their antd parts) loads the first time `isOpen` says it is open, not
 * with the first page; from then on it stays mounted and opens and closes as the state says.
 */
export function lazyWhenOpened(load: () => Promise<ComponentType>, isOpen: (state: RootState) => boolean): ComponentType {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWhenOpened() {
    const open = useAppSelector(isOpen);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    );
  };
}
