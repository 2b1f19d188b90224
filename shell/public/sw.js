// Areia service worker. It takes over at once so a new deploy is picked up on the next load, and it answers no
// fetches yet: offline behaviour comes later, and a worker that serves stale HTML would break reloads and updates.
self.addEventListener('install', () => {
  self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
