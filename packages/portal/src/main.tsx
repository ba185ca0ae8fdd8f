import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { App } from './app/App.js';
import { createPortalServices, SERVICE_UNAVAILABLE_EVENT } from './app/createPortalServices.js';
import { installWidgetStyles } from './app/styles.js';
import { applyTheme, readTheme } from './app/theme/theme.js';
import './app/portal.css';

applyTheme(readTheme());
installWidgetStyles();

const services = createPortalServices({
  catalogue,
  onServiceUnavailable: () => window.dispatchEvent(new Event(SERVICE_UNAVAILABLE_EVENT)),
});
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
