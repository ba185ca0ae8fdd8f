import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ResidentialHome, ResidentialSearchForm } from '@volunteerkit/widgets/residential';
import { GEOCODE_TYPES, LazyDatePicker, Page, live } from './shared.js';

// The search home (spec 2.1 + 2.3): the form goes to /residential-opportunities/results.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page>
      <ResidentialSearchForm
        http={live}
        headingLevel={1}
        datePicker={LazyDatePicker}
        geocodeTypes={GEOCODE_TYPES}
      />
      <ResidentialHome http={live} />
    </Page>
  </StrictMode>,
);
