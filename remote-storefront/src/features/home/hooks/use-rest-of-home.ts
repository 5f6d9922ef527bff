import { startTransition, useEffect, useState } from 'react';
import { useHomeBlocksQuery } from '../api/home';

/**
 * Whether the home renders what lies below its first screen: not in the render that first shows the layout
 * (its first goods card then takes one render less), but in a transition right after it committed, in
 * slices the browser can paint between.
 */
export function useRestOfHome(): boolean {
  const { isLoading } = useHomeBlocksQuery();
  const [rest, setRest] = useState(false);
  useEffect(() => {
    if (!isLoading && !rest) startTransition(() => setRest(true));
  }, [isLoading, rest]);
  return rest;
}
