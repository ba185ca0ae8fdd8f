// Peer: Algolia Autocomplete (the location box alone) with one static source.
import { autocomplete } from '@algolia/autocomplete-js';

autocomplete({
  container: '#location',
  placeholder: 'Anywhere',
  getSources: ({ query }) => [
    {
      sourceId: 'places',
      getItems: () =>
        fetch(`/api/geocode/?q=${encodeURIComponent(query)}`)
          .then((r) => r.json())
          .then((r) => r.data),
      getItemInputValue: ({ item }) => item.name,
      templates: { item: ({ item }) => item.name },
    },
  ],
});
