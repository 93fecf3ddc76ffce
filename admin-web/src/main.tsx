import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// The router owns the /admin prefix, so every path inside the app (react-admin links, the
// authProvider's '/auth' redirect) is relative to it. A data router also enables
// react-admin's "unsaved changes" guard.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
