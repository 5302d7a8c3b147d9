import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './app/ErrorBoundary';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { SessionGate } from './app/SessionGate';
import { NavigationProgress } from './app/shell/NavigationProgress';
import { sessionQuery } from './features/auth';
import { SpinnerOverlay } from './ui/SpinnerOverlay';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Ask for the session now, while the first page's chunk is still on its way.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQuery);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <NavigationProgress />
        <ErrorBoundary>
          <SessionGate>
            <Suspense fallback={<SpinnerOverlay />}>
              <AppRoutes />
            </Suspense>
          </SessionGate>
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
