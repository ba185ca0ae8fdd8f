// The demo's origins: where the embed and the API are served. The start command
// (scripts/start.mjs) serves this file itself with the ports it was given, so the
// bare page URL works on any ports; this copy holds the default ports. It sets
// data attributes, not globals; a real partner page writes its script tag directly.
document.documentElement.setAttribute('data-vk-embed', 'http://127.0.0.1:4040/');
document.documentElement.setAttribute('data-vk-api', 'http://127.0.0.1:4010/api/');
