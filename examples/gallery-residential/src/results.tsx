import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ResidentialResults, type ResidentialWidgetEvent } from '@volunteerkit/widgets/residential';
import { GEOCODE_TYPES, LazyDatePicker, Page, live } from './shared.js';

// Events are kept on window for the e2e tests to read.
const events: ResidentialWidgetEvent[] = [];
(window as unknown as { vkEvents: ResidentialWidgetEvent[] }).vkEvents = events;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page>
      <h1>Residential opportunities</h1>
      <ResidentialResults
        http={live}
        datePicker={LazyDatePicker}
        geocodeTypes={GEOCODE_TYPES}
        onEvent={(e) => events.push(e)}
      />
    </Page>
  </StrictMode>,
);
