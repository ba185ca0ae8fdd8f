// The demo partner page's only script (inline scripts are blocked by its CSP).
// It shows the page in English or Welsh (?lang=cy, the English / Cymraeg switch) and
// adds the embed's script tag. The embed and API origins come from ?embed= and
// ?api= when given (the browser tests), else from partner-config.js (served by the
// start command with its ports), else the default ports; the query is kept on the
// links between the demo pages. A real partner page writes the script tag directly:
//   <script src="https://embed.example/residential-embed.js" data-api-base="https://org.example/api/" async></script>
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var root = document.documentElement;
  function httpUrl(value, fallback) {
    try {
      var url = new URL(value || fallback, window.location.href);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch (e) {
      /* fall through */
    }
    return new URL(fallback);
  }
  var embed = httpUrl(
    params.get('embed') || root.getAttribute('data-vk-embed'),
    'http://127.0.0.1:4040/',
  );
  if (!/\/$/.test(embed.pathname)) embed.pathname += '/';
  var api = httpUrl(
    params.get('api') || root.getAttribute('data-vk-api'),
    'http://127.0.0.1:4010/api/',
  );

  // English or Cymraeg (?lang=cy): the page's own texts from their data-cy attributes,
  // and <html lang>, which the embed follows (its locale is `auto`).
  var welsh = params.get('lang') === 'cy';
  if (welsh) {
    root.setAttribute('lang', 'cy');
    document.querySelectorAll('[data-cy]').forEach(function (el) {
      el.textContent = el.getAttribute('data-cy');
    });
    document.querySelectorAll('[data-cy-label]').forEach(function (el) {
      el.setAttribute('aria-label', el.getAttribute('data-cy-label'));
    });
    document.querySelectorAll('[data-cy-content]').forEach(function (el) {
      el.setAttribute('content', el.getAttribute('data-cy-content'));
    });
  }
  // The switch: this page (its search in the hash kept) in the other language.
  document.querySelectorAll('[data-lang-switch]').forEach(function (el) {
    var other = new URL(window.location.href);
    other.searchParams.set('lang', welsh ? 'en' : 'cy');
    el.setAttribute('href', other.pathname.split('/').pop() + other.search + other.hash);
    el.setAttribute('lang', welsh ? 'en' : 'cy');
    el.setAttribute('hreflang', welsh ? 'en' : 'cy');
    el.textContent = welsh ? 'English' : 'Cymraeg';
  });

  var keep =
    params.has('embed') || params.has('api') || params.has('lang') ? window.location.search : '';
  if (keep) {
    document.querySelectorAll('a[href$=".html"], [data-results-url]').forEach(function (el) {
      var attr = el.hasAttribute('data-results-url') ? 'data-results-url' : 'href';
      el.setAttribute(attr, el.getAttribute(attr) + keep);
    });
  }

  var script = document.createElement('script');
  script.src = new URL('residential-embed.js', embed).href;
  script.async = true;
  script.setAttribute('data-api-base', api.href);
  document.head.appendChild(script);
})();
