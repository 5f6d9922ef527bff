import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AppThemeProvider } from 'shared-contracts/ui';
import { Notifier } from './notifier';
import { createRouter } from './router';
import { store } from './store';

/** The host owns exactly one store, router and antd ConfigProvider (DESIGN "Runtime composition"). */
export function App() {
  const [router] = useState(createRouter);
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <Notifier />
        <RouterProvider router={router} />
      </AppThemeProvider>
    </Provider>
  );
}
