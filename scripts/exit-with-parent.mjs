// Preloaded (`node --import`) into the API that scripts/start.mjs runs: the API talks to start.mjs over an IPC channel,
// and when that channel closes — start.mjs stopped, crashed or was killed with SIGKILL — the API shuts down the way it
// does on SIGTERM (closing the database) instead of staying behind as an orphan holding the port and the data folder.
if (process.send) {
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The channel alone must not keep the process alive.
  process.channel?.unref();
}
