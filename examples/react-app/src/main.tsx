import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { residentialCss, themeTokensCss } from '@volunteerkit/widgets/residential';
import { Layout } from './Layout.js';
import { SearchPage } from './routes/SearchPage.js';
import { ResultsPage } from './routes/ResultsPage.js';
import { OpportunityPage } from './routes/OpportunityPage.js';
import { SignInPage } from './routes/SignInPage.js';
import { ShiftsPage } from './routes/ShiftsPage.js';
import './theme.css';

// The widgets ship their CSS as strings: the token sheet first, then the widgets,
// then theme.css (imported above, injected by Vite after these) overrides tokens.
const style = document.createElement('style');
style.textContent = `${themeTokensCss}\n${residentialCss}`;
document.head.prepend(style);

/** One cache for the app; lists stay fresh for a minute before a background refetch. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <SearchPage /> },
      { path: 'results', element: <ResultsPage /> },
      { path: 'opportunities/:slug', element: <OpportunityPage /> },
      { path: 'sign-in', element: <SignInPage /> },
      { path: 'my-shifts', element: <ShiftsPage /> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
