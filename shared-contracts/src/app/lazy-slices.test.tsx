import { act, fireEvent, render, screen } from '@testing-library/react';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { SESSION } from '../testing';
import { useAppDispatch } from './hooks';
import { identityChanged } from './identity';
import { injectSlice, useInjectedSlice } from './lazy-slices';
import { sessionCleared, sessionStarted } from './session-slice';
import { createAppStore } from './store';

/** A remote's own UI state, as an order list's selected rows would be. */
const initialState = { selectedIds: [] as number[], note: '' };
const pickedSlice = createSlice({
  name: 'lazyTestPicked',
  initialState,
  reducers: {
    toggled(state, action: PayloadAction<number>) {
      const i = state.selectedIds.indexOf(action.payload);
      if (i >= 0) state.selectedIds.splice(i, 1);
      else state.selectedIds.push(action.payload);
    },
  },
  // per-user state: gone when the user changes, like the api cache
  extraReducers: (b) => b.addCase(identityChanged, () => initialState),
  selectors: { count: (state) => state.selectedIds.length },
});

function Picker() {
  const { selectedIds } = useInjectedSlice(pickedSlice);
  const dispatch = useAppDispatch();
  return (
    <>
      <output>已选 {selectedIds.length} 项</output>
      {[1, 2, 3].map((id) => (
        <button key={id} type="button" onClick={() => dispatch(pickedSlice.actions.toggled(id))}>
          选择 {id}
        </button>
      ))}
    </>
  );
}

describe('lazy slices from remotes', () => {
  it('a slice injected after the store exists is reduced and read through the one store', () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <Picker />
      </Provider>,
    );
    expect(screen.getByText('已选 0 项')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '选择 2' }));
    fireEvent.click(screen.getByRole('button', { name: '选择 3' }));
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    expect((store.getState() as Record<string, unknown>).lazyTestPicked).toEqual({ selectedIds: [2, 3], note: '' });
  });

  it('injectSlice gives selectors on the root state, typed, with the initial state before any action', () => {
    const store = createAppStore();
    const picked = injectSlice(pickedSlice);
    expect(injectSlice(pickedSlice).selectSlice(store.getState())).toEqual(initialState);
    const count: number = picked.selectors.count(store.getState());
    expect(count).toBe(0);
    store.dispatch(pickedSlice.actions.toggled(5));
    expect(picked.selectors.count(store.getState())).toBe(1);
  });

  it('a slice that listens to identityChanged is emptied when the user changes', () => {
    const store = createAppStore([], { session: { user: SESSION.user, token: SESSION.token, isAttestation: false, status: 'authenticated' } });
    const picked = injectSlice(pickedSlice);
    store.dispatch(pickedSlice.actions.toggled(1));
    act(() => {
      store.dispatch(sessionStarted({ ...SESSION, token: 'tok-same-user-again' }));
    });
    expect(picked.selectors.count(store.getState())).toBe(1);
    store.dispatch(sessionCleared());
    expect(picked.selectors.count(store.getState())).toBe(0);
  });
});
