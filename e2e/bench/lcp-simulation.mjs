// What bounds the LCP Lighthouse reports: its simulation (lantern) replays the page's requests on the throttled
// network, and the simulated LCP ends with the last request its graph puts before the paint. The simulator records
// every run's node timings in one map; this reads the last page's LCP graph out of it and empties it.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** The requests of the last run's optimistic LCP graph, by simulated end: url, bytes, start and end in ms. */
export function takeLcpSimulation() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  const graph = timings.get('optimisticLargestContentfulPaint') ?? new Map();
  const requests = [...graph]
    .filter(([node]) => node.type === 'network')
    .map(([node, timing]) => ({ url: node.request.url, bytes: node.request.transferSize, start: Math.round(timing.startTime), end: Math.round(timing.endTime) }))
    .sort((a, b) => a.end - b.end);
  timings.clear();
  return requests;
}
