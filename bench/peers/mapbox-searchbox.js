// Peer: the Mapbox Search JS web component (search box with suggestions).
import { MapboxSearchBox } from '@mapbox/search-js-web';

const box = new MapboxSearchBox();
box.accessToken = 'pk.placeholder';
box.options = { language: 'en', country: 'GB' };
document.getElementById('location').appendChild(box);
