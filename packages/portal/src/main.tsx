import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { App } from './app/App.js';
import { createPortalServices } from './app/createPortalServices.js';
import { installWidgetStyles } from './app/styles.js';
import './app/portal.css';

installWidgetStyles();

const services = createPortalServices({ catalogue });
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
