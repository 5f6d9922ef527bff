import type { Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { rootReducer, type RootState } from './store';

/**
 * A remote's own slice, added to the one store when its code loads (DESIGN "Runtime composition": a
 * remote never creates a store; it adds a slice of its own only through these). Injecting the same
 * slice again is a no-op, so call it wherever it is needed. Returns the slice's state and selectors
 * on the root state; until the store has run an action with the slice they answer its initial state.
 *
 * ```ts
 * const ordersUi = injectSlice(ordersUiSlice);
 * const count = useAppSelector(ordersUi.selectors.selectedCount);
 * dispatch(ordersUiSlice.actions.select(id));
 * ```
 */
export function injectSlice<State, CR extends SliceCaseReducers<State>, Name extends string, ReducerPath extends string, Selectors extends SliceSelectors<State>>(
  slice: Slice<State, CR, Name, ReducerPath, Selectors>,
) {
  const injected = slice.injectInto(rootReducer);
  const selectSlice = (state: RootState): State => injected.selectSlice(state as { [K in ReducerPath]?: State });
  return {
    reducerPath: injected.reducerPath,
    actions: injected.actions,
    selectSlice,
    selectors: injected.getSelectors((state: RootState) => (state as { [K in ReducerPath]?: State })[injected.reducerPath]),
  };
}

/**
 * `injectSlice` as a hook for the component that owns the slice: injects it on first render and
 * returns the slice's current state from the store, typed from the slice.
 *
 * ```tsx
 * const { selectedIds } = useInjectedSlice(ordersUiSlice);
 * ```
 */
export function useInjectedSlice<State, CR extends SliceCaseReducers<State>, Name extends string, ReducerPath extends string, Selectors extends SliceSelectors<State>>(
  slice: Slice<State, CR, Name, ReducerPath, Selectors>,
): State {
  const { selectSlice } = useMemo(() => injectSlice(slice), [slice]);
  return useSelector(selectSlice);
}
