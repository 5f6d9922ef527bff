import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'shared-contracts/router';
import { AppThemeProvider } from 'shared-contracts/ui';
import { createRouter } from './router';
import { store } from './store';

/** The host owns exactly one store, router and antd ConfigProvider (DESIGN "Runtime composition"). */
export function App() {
  const [router] = useState(createRouter);
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </Provider>
  );
}
